import type { BinPhoto, Bins } from '../../api';
import { emptyBins, pairBefore, placePhoto, removePhoto, shiftPhoto, unpairBefore } from '../bins';

const photo = (name: string): BinPhoto => ({
  source: `/assets/projects/a/${name}.webp`,
  thumbnail: `/thumbnails/assets/projects/a/${name}.webp`,
  width: 1600,
  height: 1200,
});

const names = (bins: Bins) =>
  Object.fromEntries(
    Object.entries(bins).map(([bin, photos]) => [
      bin,
      photos.map((one) => one.source.replace(/^.*\/|\.webp$/g, '')),
    ]),
  );

const start = (): Bins => ({
  ...emptyBins(),
  cover: [photo('main')],
  kitchen: [photo('k1'), photo('k2'), photo('k3')],
});

describe('the photo bins', () => {
  it('moves a photo earlier and later within its bin, never past its ends', () => {
    const bins = start();
    expect(names(shiftPhoto(bins, photo('k3').source, -1)).kitchen).toEqual(['k1', 'k3', 'k2']);
    expect(names(shiftPhoto(bins, photo('k1').source, -1)).kitchen).toEqual(['k1', 'k2', 'k3']);
    expect(names(shiftPhoto(bins, photo('k3').source, 1)).kitchen).toEqual(['k1', 'k2', 'k3']);
    expect(names(bins).kitchen).toEqual(['k1', 'k2', 'k3']);
  });

  it('moves a photo to another bin, at its end or at a place', () => {
    const bins = start();
    expect(names(placePhoto(bins, photo('k2'), 'baths'))).toMatchObject({
      kitchen: ['k1', 'k3'],
      baths: ['k2'],
    });
    expect(names(placePhoto(bins, photo('k3'), 'kitchen', 0)).kitchen).toEqual(['k3', 'k1', 'k2']);
  });

  it('keeps one cover: the one it replaces goes back where the new one came from', () => {
    const next = placePhoto(start(), photo('k2'), 'cover');
    expect(names(next)).toMatchObject({ cover: ['k2'], kitchen: ['main', 'k1', 'k3'] });
    const added = placePhoto(next, photo('new'), 'cover');
    expect(names(added)).toMatchObject({ cover: ['new'], exterior: ['k2'] });
  });

  it('pairs a before photo, taking it out of its bin, and lets it go again', () => {
    const paired = pairBefore(start(), photo('k1').source, photo('k3'));
    expect(names(paired).kitchen).toEqual(['k1', 'k2']);
    expect(paired.kitchen[0]).toMatchObject({
      before: photo('k3').source,
      beforeThumbnail: photo('k3').thumbnail,
    });
    const alone = unpairBefore(paired, photo('k1').source);
    expect(alone.kitchen[0]).toEqual(photo('k1'));
  });

  it('removes a photo', () => {
    expect(names(removePhoto(start(), photo('main').source)).cover).toEqual([]);
  });
});
