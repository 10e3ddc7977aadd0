// Every protected route of the console shows a real screen: each area of the navigation has its
// screen in the area manifest, and the twelve routes of the specification are all there.
import { expect, it } from 'vitest';
import { AREA_MANIFEST } from '../../../src/areas/manifest';
import { CONSOLE_AREAS } from '../../../src/console/console-areas';

it('each console area loads a screen from the area manifest, for the twelve protected routes', () => {
  expect(CONSOLE_AREAS.map((area) => area.path).sort()).toEqual(
    [
      '/dashboard',
      '/user',
      '/source',
      '/message',
      '/category',
      '/order',
      '/channel',
      '/buyer',
      '/link',
      '/permission',
      '/sys/user',
      '/task',
    ].sort(),
  );
  for (const area of CONSOLE_AREAS) {
    expect(
      AREA_MANIFEST.some((entry) => entry.path === area.path),
      area.path,
    ).toBe(true);
  }
});
