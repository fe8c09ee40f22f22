/**
 * Zoom and pan as pure functions of a view: a zoom factor and the map point at the centre of the visible
 * area. The SVG's viewBox is derived from it, so the map is never re-projected while zooming.
 */
import type {Point} from '../../shared/geo';

export interface MapSize {
  width: number;
  height: number;
}

export interface MapView {
  zoom: number;
  /** Centre of the visible area, in map units. */
  cx: number;
  cy: number;
}

export type ViewBox = [x: number, y: number, width: number, height: number];

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 8;
export const ZOOM_STEP = 2;
/** One arrow key press moves the view by this share of the visible width or height. */
export const PAN_STEP = 0.2;

export function initialView(size: MapSize): MapView {
  return {zoom: ZOOM_MIN, cx: size.width / 2, cy: size.height / 2};
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps the zoom in range and the visible area inside the map, so panning never shows empty space. */
export function clampView(view: MapView, size: MapSize): MapView {
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : ZOOM_MIN, ZOOM_MIN, ZOOM_MAX);
  const halfW = size.width / zoom / 2;
  const halfH = size.height / zoom / 2;
  const cx = Number.isFinite(view.cx) ? view.cx : size.width / 2;
  const cy = Number.isFinite(view.cy) ? view.cy : size.height / 2;
  return {zoom, cx: clamp(cx, halfW, size.width - halfW), cy: clamp(cy, halfH, size.height - halfH)};
}

/**
 * Changes the zoom; with an anchor, the map point under the anchor stays where it is on screen (as wheel and
 * pinch zoom are expected to behave), otherwise the centre stays put.
 */
export function zoomTo(view: MapView, zoom: number, size: MapSize, anchor?: Point): MapView {
  const next = clamp(zoom, ZOOM_MIN, ZOOM_MAX);
  if (!anchor) return clampView({...view, zoom: next}, size);
  const ratio = view.zoom / next;
  return clampView(
    {zoom: next, cx: anchor[0] + (view.cx - anchor[0]) * ratio, cy: anchor[1] + (view.cy - anchor[1]) * ratio},
    size,
  );
}

export function zoomIn(view: MapView, size: MapSize, anchor?: Point): MapView {
  return zoomTo(view, view.zoom * ZOOM_STEP, size, anchor);
}

export function zoomOut(view: MapView, size: MapSize, anchor?: Point): MapView {
  return zoomTo(view, view.zoom / ZOOM_STEP, size, anchor);
}

/** Moves the centre by a distance in map units. */
export function panBy(view: MapView, dx: number, dy: number, size: MapSize): MapView {
  return clampView({...view, cx: view.cx + dx, cy: view.cy + dy}, size);
}

/** One arrow-key step: direction -1, 0 or 1 on each axis, scaled to what is visible at this zoom. */
export function panStep(view: MapView, dirX: number, dirY: number, size: MapSize): MapView {
  return panBy(view, (dirX * PAN_STEP * size.width) / view.zoom, (dirY * PAN_STEP * size.height) / view.zoom, size);
}

export function centerOn(view: MapView, point: Point, size: MapSize): MapView {
  return clampView({...view, cx: point[0], cy: point[1]}, size);
}

export function viewBoxOf(view: MapView, size: MapSize): ViewBox {
  const width = size.width / view.zoom;
  const height = size.height / view.zoom;
  return [view.cx - width / 2, view.cy - height / 2, width, height];
}

function trim(value: number): string {
  // Two decimals are far below a screen pixel; the fixed form keeps server and client output identical.
  return String(Math.round(value * 100) / 100);
}

export function formatViewBox(box: ViewBox): string {
  return box.map(trim).join(' ');
}

export function formatZoom(zoom: number): string {
  return `${trim(zoom)}×`;
}

export function isInitialView(view: MapView, size: MapSize): boolean {
  const start = initialView(size);
  return view.zoom === start.zoom && view.cx === start.cx && view.cy === start.cy;
}

/** Map units per CSS pixel when the map is drawn `renderedWidth` pixels wide; converts a drag into a pan. */
export function unitsPerPixel(view: MapView, size: MapSize, renderedWidth: number): number {
  if (!(renderedWidth > 0)) return 0;
  return size.width / view.zoom / renderedWidth;
}
