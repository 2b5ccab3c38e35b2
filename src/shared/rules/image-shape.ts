import { IMAGE_SHAPES } from '../limits';

export interface Shape {
  width: number;
  height: number;
}

/**
 * True when an image's aspect ratio is within the tolerance (10 %) of the expected one. Size is not
 * compared: the server resizes accepted images to the expected shape, so a 1024x1024 logo is fine.
 */
export function shapeAccepted(
  actual: Shape,
  expected: Shape,
  tolerance: number = IMAGE_SHAPES.tolerance,
): boolean {
  if (actual.width <= 0 || actual.height <= 0) return false;
  const want = expected.width / expected.height;
  const got = actual.width / actual.height;
  return Math.abs(got - want) / want <= tolerance;
}
