import React, {memo, useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {FeaturedApisGlobalData} from '@site/plugins/featured-apis/shared/types';
import {MAP_MARKERS, UNPLACED_PROVIDERS, type MapMarker} from '@site/src/data/map-markers';
import {COUNTRY_COUNT, SERVER_LAYER, loadLayer, projectLonLat} from './countries';
import {LAYER_ATTRIBUTE, layerMarkup, type LayerClassNames} from '../../shared/layer';
import {MAP_HEIGHT, MAP_WIDTH, roundCoord as n, type Point} from '../../shared/geo';
import {placeMarkers} from './markers';
import {formatLatLon, type LocatedPoint} from './locate';
import {
  centerOn,
  formatViewBox,
  formatZoom,
  initialView,
  panBy,
  panStep,
  unitsPerPixel,
  viewBoxOf,
  zoomIn,
  zoomOut,
  type MapView,
} from './zoom';
import styles from './styles.module.css';

const SIZE = {width: MAP_WIDTH, height: MAP_HEIGHT};
/** Marker radius in map units at 1×; divided by the zoom so markers keep their size on screen. */
const MARKER_RADIUS = 6;
/** Target of the skip link: lets keyboard users jump past the 177 focusable countries. */
export const MAP_END_ID = 'world-map-end';
const DRAG_THRESHOLD_PX = 4;

const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const LAYER_CLASSES: LayerClassNames = {
  sphere: styles.sphere!,
  graticule: styles.graticule!,
  country: styles.country!,
};

interface CountryTarget {
  label: string;
  d: string;
}

/** The country an event came from: its label and outline are read from the path itself. */
function countryOf(target: EventTarget | null): CountryTarget | null {
  if (!(target instanceof Element) || !target.classList.contains(styles.country)) return null;
  const label = target.getAttribute('aria-label');
  const d = target.getAttribute('d');
  return label && d ? {label, d} : null;
}

/**
 * Markup of the globe and its countries. The server renders it from the build's data; hydration takes
 * the same markup back from the server's HTML (so the browser neither downloads nor builds it, and React
 * sees identical innerHTML); only a client-side navigation, which has no server HTML, loads it lazily.
 */
function useLayerMarkup(): {markup: string | null; failed: boolean} {
  const [markup, setMarkup] = useState<string | null>(() => {
    if (SERVER_LAYER) return layerMarkup(SERVER_LAYER, LAYER_CLASSES);
    if (typeof document === 'undefined') return null;
    return document.querySelector(`[${LAYER_ATTRIBUTE}]`)?.innerHTML || null;
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (markup !== null) return undefined;
    let cancelled = false;
    loadLayer().then(
      (layer) => !cancelled && setMarkup(layerMarkup(layer, LAYER_CLASSES)),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [markup]);
  return {markup, failed};
}

/**
 * The layer never changes once written, so it renders once and is skipped on every zoom, pan and hover
 * update; focus and hover are handled through event delegation.
 */
const CountryLayer = memo(function CountryLayer({
  markup,
  onCountry,
  onLeave,
}: {
  markup: string;
  onCountry: (target: EventTarget | null) => void;
  onLeave: () => void;
}) {
  return (
    <g
      {...{[LAYER_ATTRIBUTE]: ''}}
      onFocus={(event) => onCountry(event.target)}
      onMouseOver={(event) => onCountry(event.target)}
      onMouseLeave={onLeave}
      onBlur={onLeave}
      dangerouslySetInnerHTML={{__html: markup}}
    />
  );
});

function diamond([x, y]: Point, r: number): string {
  const s = r * 1.25;
  return `M${n(x)} ${n(y - s)}L${n(x + s)} ${n(y)}L${n(x)} ${n(y + s)}L${n(x - s)} ${n(y)}Z`;
}

function MarkerShape({kind, point, r}: {kind: MapMarker['kind']; point: Point; r: number}) {
  return kind === 'provider' ? (
    <path className={styles.markerShape} d={diamond(point, r)} />
  ) : (
    <circle className={styles.markerShape} cx={point[0]} cy={point[1]} r={n(r)} />
  );
}

function LocatedMarker({point, located, r}: {point: Point; located: LocatedPoint; r: number}) {
  const label = `${located.sample ? '示例坐标' : '定位结果'}：${located.label}，${formatLatLon(located.lat, located.lon)}`;
  const [x, y] = point;
  const arm = r * 2.2;
  return (
    <g
      className={clsx(styles.located, located.sample && styles.locatedSample)}
      tabIndex={0}
      role="img"
      aria-label={label}
      data-testid="located-marker"
      data-sample={located.sample ? 'true' : 'false'}>
      <title>{label}</title>
      <circle className={styles.locatedRing} cx={x} cy={y} r={n(r * 1.6)} />
      <path className={styles.locatedCross} d={`M${n(x - arm)} ${y}H${n(x + arm)}M${x} ${n(y - arm)}V${n(y + arm)}`} />
      <circle className={styles.locatedDot} cx={x} cy={y} r={n(r * 0.5)} />
    </g>
  );
}

function LegendIcon({kind}: {kind: MapMarker['kind'] | 'located'}) {
  return (
    <svg className={clsx(styles.legendIcon, kind === 'provider' && styles.provider, kind === 'example' && styles.example)} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {kind === 'provider' && <path className={styles.markerShape} d={diamond([10, 10], 6)} />}
      {kind === 'example' && <circle className={styles.markerShape} cx={10} cy={10} r={6} />}
      {kind === 'located' && (
        <g className={styles.located}>
          <circle className={styles.locatedRing} cx={10} cy={10} r={6} />
          <path className={styles.locatedCross} d="M2 10H18M10 2V18" />
        </g>
      )}
    </svg>
  );
}

function MarkerLegend() {
  const {apis} = usePluginData('featured-apis') as FeaturedApisGlobalData;
  return (
    <>
      <h3 id={MAP_END_ID} tabIndex={-1} className={styles.legendTitle}>
        地图上的标记
      </h3>
      <ul className={styles.legend}>
        {MAP_MARKERS.map((marker) => (
          <li key={marker.id}>
            <LegendIcon kind={marker.kind} />
            <span>
              {marker.kind === 'provider' ? (
                <>
                  <strong>{marker.label}</strong>。{marker.note}，共 {marker.apis?.length ?? 0} 个：
                  {(marker.apis ?? []).map((index, position) => (
                    <React.Fragment key={index}>
                      {position > 0 && '、'}
                      <Link to={`/fo/${index}`}>{apis[index]?.name ?? `精选 API ${index}`}</Link>
                    </React.Fragment>
                  ))}
                  。
                </>
              ) : (
                <>
                  <strong>{marker.place}</strong>：{marker.note}（
                  <Link to={`/fo/${marker.fo}`}>{apis[marker.fo]?.name ?? `精选 API ${marker.fo}`}</Link>）。
                </>
              )}
            </span>
          </li>
        ))}
        <li>
          <LegendIcon kind="located" />
          <span>
            <strong>定位结果</strong>：下方定位演示查到的坐标；没有密钥或请求失败时显示的是示例坐标。
          </span>
        </li>
      </ul>
      <p className={styles.footnote}>
        {UNPLACED_PROVIDERS.join('、')} 的总部所在地我们没有找到可靠来源，所以地图上没有标出它们。
      </p>
    </>
  );
}

interface DragState {
  pointerId: number;
  x: number;
  y: number;
  start: MapView;
  moved: boolean;
}

interface Props {
  /** Result of the locate demo, drawn as its own marker. */
  located?: LocatedPoint | null;
}

/**
 * SVG world map: focusable countries that announce their names, provider and example markers linking to
 * their /fo/N pages, and zoom and pan through the viewBox (buttons, + / - / arrow keys, mouse drag).
 */
export default function WorldMap({located = null}: Props): React.ReactNode {
  const [view, setView] = useState<MapView>(() => initialView(SIZE));
  const {markup, failed} = useLayerMarkup();
  const [outlined, setOutlined] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const hintId = useId();

  const r = MARKER_RADIUS / view.zoom;
  const placed = useMemo(
    () => placeMarkers(MAP_MARKERS, (marker) => projectLonLat(marker.lon, marker.lat), (MARKER_RADIUS * 2.4) / view.zoom),
    [view.zoom],
  );
  const locatedPoint = located ? projectLonLat(located.lon, located.lat) : null;

  useEffect(() => {
    if (!located) return;
    const point = projectLonLat(located.lon, located.lat);
    if (point) setView((current) => centerOn(current, point, SIZE));
  }, [located]);

  // Stable, so the memoized layer never re-renders: state setters are stable and nothing else is used.
  const onCountry = useCallback((target: EventTarget | null) => {
    const country = countryOf(target);
    // The ocean and the grid are in the layer too: moving onto them leaves the country.
    setOutlined(country ? country.d : null);
    if (country) setAnnounced(country.label);
  }, []);
  const onLeave = useCallback(() => setOutlined(null), []);

  function onKeyDown(event: React.KeyboardEvent<SVGSVGElement>) {
    // Ctrl/Cmd with + and - is the browser's own page zoom: leave it alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const pan = PAN_KEYS[event.key];
    if (pan) setView((current) => panStep(current, pan[0], pan[1], SIZE));
    else if (event.key === '+' || event.key === '=') setView((current) => zoomIn(current, SIZE));
    else if (event.key === '-' || event.key === '_') setView((current) => zoomOut(current, SIZE));
    else if (event.key === '0') setView(initialView(SIZE));
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: React.PointerEvent<SVGSVGElement>) {
    suppressClick.current = false;
    // Touch keeps scrolling the page (touch users zoom and pan with the buttons); at 1× there is nothing to pan.
    if (event.pointerType === 'touch' || event.button !== 0 || view.zoom <= 1) return;
    drag.current = {pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: view, moved: false};
  }

  function onPointerMove(event: React.PointerEvent<SVGSVGElement>) {
    const state = drag.current;
    const svg = svgRef.current;
    if (!state || !svg || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.x;
    const dy = event.clientY - state.y;
    if (!state.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // Capture only once it is a drag: capturing on pointerdown would retarget the click away from markers.
      state.moved = true;
      svg.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    const scale = unitsPerPixel(state.start, SIZE, svg.getBoundingClientRect().width);
    setView(panBy(state.start, -dx * scale, -dy * scale, SIZE));
  }

  function endDrag(event: React.PointerEvent<SVGSVGElement>) {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    suppressClick.current = state.moved;
    drag.current = null;
    setDragging(false);
  }

  function onClickCapture(event: React.MouseEvent<SVGSVGElement>) {
    if (!suppressClick.current) return;
    // The click that ends a drag must not follow a marker link.
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary" onClick={() => setView((v) => zoomIn(v, SIZE))}>
            放大
          </button>
          <button type="button" className="button button--secondary" onClick={() => setView((v) => zoomOut(v, SIZE))}>
            缩小
          </button>
          <button type="button" className="button button--secondary" onClick={() => setView(initialView(SIZE))}>
            重置
          </button>
        </div>
        <p className={styles.zoomState} aria-live="polite" data-testid="map-zoom">
          缩放：{formatZoom(view.zoom)}
        </p>
      </div>
      <p className={styles.status} role="status" aria-atomic="true" data-testid="map-country">
        当前国家：{announced ?? '未选择'}
      </p>
      <a className={styles.skipLink} href={`#${MAP_END_ID}`}>
        跳过地图中的国家，直接到标记列表
      </a>
      <div className={styles.frame}>
        <svg
          ref={svgRef}
          className={clsx(styles.svg, view.zoom > 1 && styles.pannable, dragging && styles.dragging)}
          viewBox={formatViewBox(viewBoxOf(view, SIZE))}
          role="group"
          aria-label={`世界地图，共 ${COUNTRY_COUNT} 个国家和地区`}
          aria-describedby={hintId}
          tabIndex={0}
          data-testid="world-map"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onClickCapture={onClickCapture}>
          {markup !== null && <CountryLayer markup={markup} onCountry={onCountry} onLeave={onLeave} />}
          {outlined !== null && (
            // Drawn again on top, because a country's own border is partly hidden under its neighbours.
            <path className={styles.outline} d={outlined} aria-hidden="true" />
          )}
          <g className={styles.markers}>
            {placed.map(({item, anchor, point, displaced}) => (
              <Link
                key={item.id}
                to={`/fo/${item.fo}`}
                className={clsx(styles.marker, item.kind === 'provider' ? styles.provider : styles.example)}
                aria-label={item.label}
                data-marker={item.id}>
                <title>{item.label}</title>
                {displaced && (
                  <>
                    <line className={styles.leader} x1={anchor[0]} y1={anchor[1]} x2={n(point[0])} y2={n(point[1])} />
                    <circle className={styles.anchorDot} cx={anchor[0]} cy={anchor[1]} r={n(r * 0.35)} />
                  </>
                )}
                <MarkerShape kind={item.kind} point={[n(point[0]), n(point[1])]} r={r} />
              </Link>
            ))}
          </g>
          {located && locatedPoint && <LocatedMarker point={locatedPoint} located={located} r={r} />}
        </svg>
      </div>
      {failed && (
        <p className={styles.hint} role="alert">
          国界数据没有加载成功，地图上只显示了标记。请检查网络后刷新页面。
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        用 Tab 键可以逐个聚焦国家；地图或其中的国家获得焦点时，按 + 或 - 缩放，方向键平移，0 恢复原状。放大后可以按住鼠标拖动地图。
      </p>
      <MarkerLegend />
    </div>
  );
}
