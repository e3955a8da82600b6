import { describe, expect, it } from 'vitest';
import { splitHostPort } from '../firebase';

describe('splitHostPort', () => {
  it('splits VITE_FIRESTORE_EMULATOR_HOST for connectFirestoreEmulator', () => {
    expect(splitHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(splitHostPort('localhost:9000')).toEqual({ host: 'localhost', port: 9000 });
    expect(splitHostPort('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
  });
});
