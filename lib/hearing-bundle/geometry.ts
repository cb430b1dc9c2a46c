import type { Orientation } from './exif';

/**
 * Issue 56: where each page of the bundle draws what it holds, as pure arithmetic. A PDF transformation matrix
 * [a b c d e f] maps a point (x, y) to (a·x + c·y + e, b·x + d·y + f).
 */
export type Matrix = readonly [number, number, number, number, number, number];
export type Box = { x: number; y: number; width: number; height: number };

/** Applies a matrix to a point. */
export const applyMatrix = ([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];

/** The largest size with the aspect of (width, height) that fits `area`, never larger than `maxScale` times it. */
export function fit(width: number, height: number, area: Pick<Box, 'width' | 'height'>, maxScale = Number.POSITIVE_INFINITY): { scale: number; width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError('A page or picture must have a size');
  const scale = Math.min(area.width / width, area.height / height, maxScale);
  return { scale, width: width * scale, height: height * scale };
}

/** `size` centred in `area`, horizontally, and at its top. */
export const topCentred = (size: { width: number; height: number }, area: Box): Box => ({
  x: area.x + (area.width - size.width) / 2,
  y: area.y + area.height - size.height,
  width: size.width,
  height: size.height,
});

/**
 * A page of a PDF, as shown: the visible part (its crop box, in the page's own units) turned by its /Rotate (0, 90,
 * 180 or 270 degrees clockwise). Its size as seen, and the matrix that draws it, turned, into `target` (a box with that
 * size's aspect).
 */
export type SourcePage = { x: number; y: number; width: number; height: number; rotate: number };

export const normalRotation = (rotate: number) => ((((Math.round(rotate / 90) * 90) % 360) + 360) % 360) as 0 | 90 | 180 | 270;

export function shownSize(page: SourcePage): { width: number; height: number } {
  const turned = normalRotation(page.rotate) % 180 !== 0;
  return turned ? { width: page.height, height: page.width } : { width: page.width, height: page.height };
}

export function pageMatrix(page: SourcePage, target: Box): Matrix {
  const shown = shownSize(page);
  const s = target.width / shown.width;
  const { width: w, height: h } = page;
  // The page turned as a viewer shows it, in a box from (0, 0): clockwise, as /Rotate turns it.
  const turn: Record<0 | 90 | 180 | 270, Matrix> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, -1, 1, 0, 0, w],
    180: [-1, 0, 0, -1, w, h],
    270: [0, 1, -1, 0, h, 0],
  };
  const [a, b, c, d, e, f] = turn[normalRotation(page.rotate)];
  return [s * a, s * b, s * c, s * d, target.x + s * (e - a * page.x - c * page.y), target.y + s * (f - b * page.x - d * page.y)];
}

/** A photo's size as seen: its stored size, turned for orientations 5 to 8. */
export const orientedSize = (width: number, height: number, orientation: Orientation) => (orientation >= 5 ? { width: height, height: width } : { width, height });

/**
 * The matrix that draws an image (PDF paints it on the unit square, its first row at the top) into `target` the right
 * way up for its EXIF orientation: 2 and 4 mirrored, 3 turned 180°, 6 turned 90° clockwise, 8 turned 90°
 * anticlockwise, 5 and 7 mirrored and turned.
 */
export function imageMatrix(orientation: Orientation, target: Box): Matrix {
  const { x, y, width: W, height: H } = target;
  const table: Record<Orientation, Matrix> = {
    1: [W, 0, 0, H, 0, 0],
    2: [-W, 0, 0, H, W, 0],
    3: [-W, 0, 0, -H, W, H],
    4: [W, 0, 0, -H, 0, H],
    5: [0, -H, -W, 0, W, H],
    6: [0, -H, W, 0, 0, H],
    7: [0, H, W, 0, 0, 0],
    8: [0, H, -W, 0, W, 0],
  };
  const [a, b, c, d, e, f] = table[orientation];
  return [a, b, c, d, e + x, f + y];
}
