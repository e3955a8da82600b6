import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirestoreEnv } from '../config/env';
import { getFirebaseApp } from './firebase-app';

/**
 * The Firestore side of Firebase. This module is only ever reached through a dynamic import
 * from the Firestore source, so JSON builds never download it; analytics has its own
 * (firebase-analytics.ts). The objects are singletons made on first use.
 */

let firestore: Firestore | undefined;

/**
 * The lite SDK: a page's documents are read by REST when a visit first needs them (one
 * request, two for a project that is not there; docs/firestore.md, Reads per visit), and we
 * need none of the full SDK's realtime and offline machinery (measured with Vite: ~20 kB against ~137 kB gzipped).
 */
export function getProjectsFirestore(env: FirestoreEnv): Firestore {
  if (!firestore) {
    firestore = getFirestore(getFirebaseApp(env.firebase));
    if (env.emulatorHost) {
      const { host, port } = splitHostPort(env.emulatorHost);
      connectFirestoreEmulator(firestore, host, port);
    }
  }
  return firestore;
}

export function splitHostPort(hostPort: string): { host: string; port: number } {
  const colon = hostPort.lastIndexOf(':');
  return {
    host: hostPort.slice(0, colon).replace(/^\[(.*)\]$/, '$1'),
    port: Number(hostPort.slice(colon + 1)),
  };
}
