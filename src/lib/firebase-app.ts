import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';

let app: FirebaseApp | undefined;

/**
 * The one Firebase app, made on first use by whichever comes first, the Firestore source or
 * analytics: both are lazy chunks, so a page that needs neither never downloads this.
 */
export function getFirebaseApp(options: FirebaseOptions): FirebaseApp {
  app ??= initializeApp(options);
  return app;
}
