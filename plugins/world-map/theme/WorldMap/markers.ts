import type {Point} from '../../shared/geo';

export interface PlacedMarker<T> {
  item: T;
  /** Where the coordinates project to. */
  anchor: Point;
  /** Where the marker is drawn: the anchor, or moved aside so it does not cover a neighbour. */
  point: Point;
  displaced: boolean;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const MAX_ROUNDS = 64;

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/**
 * Projects markers and nudges the ones that would overlap an earlier marker, so that every marker stays
 * visible and clickable (New York and Washington, or Cologne and Luxembourg, are a few pixels apart on a
 * world map). Markers whose coordinates cannot be projected are left out. Deterministic: the same input
 * always gives the same layout, which server and client rendering rely on.
 */
export function placeMarkers<T>(
  items: readonly T[],
  locate: (item: T) => Point | null,
  minDistance: number,
): PlacedMarker<T>[] {
  const placed: PlacedMarker<T>[] = [];
  items.forEach((item, index) => {
    const anchor = locate(item);
    if (!anchor) return;
    let point: Point = [anchor[0], anchor[1]];
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const hit = placed.find((other) => distance(other.point, point) < minDistance - 1e-9);
      if (!hit) break;
      let dx = point[0] - hit.point[0];
      let dy = point[1] - hit.point[1];
      let length = Math.hypot(dx, dy);
      if (length < 1e-9) {
        // Same spot: pick a direction that differs for every marker instead of stacking them on one line.
        const angle = (index + round) * GOLDEN_ANGLE;
        dx = Math.cos(angle);
        dy = Math.sin(angle);
        length = 1;
      }
      point = [hit.point[0] + (dx / length) * minDistance, hit.point[1] + (dy / length) * minDistance];
    }
    placed.push({item, anchor, point, displaced: distance(anchor, point) > 1e-9});
  });
  return placed;
}
