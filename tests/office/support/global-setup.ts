import { expect } from '@playwright/test';
import { openOffice } from './office';
import { PHONE_PHOTOS, phonePhotoFiles } from './phone-photos';

/**
 * Before the workers start: the phone photos, and one office started and stopped, which builds
 * the screen the spec files' offices then share (office.ts), so no test's time includes either.
 */
export default async function globalSetup(): Promise<void> {
  const [office] = await Promise.all([openOffice(), phonePhotoFiles(Object.values(PHONE_PHOTOS))]);
  office.shareScreen();
  expect(await office.stop(), 'the office exits 0 on SIGTERM').toEqual({ code: 0, signal: null });
}
