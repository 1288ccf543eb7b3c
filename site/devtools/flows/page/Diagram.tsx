import { useId } from 'react';
import { useT } from '@quai/engine/i18n';
import type { ChartLayout } from '../layout';

/** The anchor of a state in the page's list of states: the diagram's states link to it. */
export const stateAnchor = (id: string) => `state-${id.replace(/[^\w-]/g, '-')}`;

const MARGIN = 8;

/**
 * The laid-out chart as SVG. Each state is a link (so it takes focus with Tab) to its entry in
 * the list of states and transitions; the current states are outlined and filled with the
 * accent colour; parallel regions are drawn dashed. The zoom controls and their hint show once
 * the page's script (client/diagram-controls.ts) runs: without it the chart scrolls.
 */
export function Diagram({
  machine,
  layout,
  current,
  title,
}: {
  machine: string;
  layout: ChartLayout;
  current: ReadonlySet<string>;
  title: string;
}) {
  const t = useT();
  const hintId = useId();
  const width = Math.ceil(layout.width + 2 * MARGIN);
  const height = Math.ceil(layout.height + 2 * MARGIN);
  return (
    <figure className="flows-diagram" data-flows-diagram={machine}>
      <figcaption className="flows-visually-hidden">{title}</figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: buttons grouped under one name, not a form's fieldset. */}
      <div className="flows-zoom" role="group" aria-label={t('flows.zoom.controls')} data-flows-zoom hidden>
        <button type="button" data-zoom="out" aria-keyshortcuts="-">
          {t('flows.zoom.out')}
        </button>
        <output aria-live="polite" aria-label={t('flows.zoom.level')}>
          100 %
        </output>
        <button type="button" data-zoom="in" aria-keyshortcuts="+">
          {t('flows.zoom.in')}
        </button>
        <button type="button" data-zoom="reset" aria-keyshortcuts="0">
          {t('flows.zoom.reset')}
        </button>
      </div>
      <p id={hintId} className="flows-muted flows-zoom-hint" data-flows-zoom-hint hidden>
        {t('flows.zoom.hint')}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: the chart's scrolling box, which the keyboard moves (the script makes it focusable), named for it; not a form's fieldset. */}
      <div
        className="flows-scroll"
        data-flows-viewport
        role="group"
        aria-label={title}
        aria-describedby={hintId}
        style={{ ['--chart-height' as string]: `${height}px` }}
      >
        <svg viewBox={`${-MARGIN} ${-MARGIN} ${width} ${height}`} width={width} height={height} className="flows-svg">
          <title>{title}</title>
          <defs>
            <marker id="flows-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="flows-arrowhead" />
            </marker>
          </defs>
          {layout.states.map(({ state, x, y, width: w, height: h, inner }) => {
            const isCurrent = current.has(state.id);
            const name = state.path.length ? state.path.join('.') : state.key;
            const kind = state.kind === 'parallel' ? 'flows-parallel' : state.children.length ? 'flows-compound' : 'flows-atomic';
            return (
              <g key={state.id} className={isCurrent && kind === 'flows-atomic' ? 'flows-on-current' : undefined}>
                <a
                  href={`#${stateAnchor(state.id)}`}
                  aria-label={t(isCurrent ? 'flows.diagram.current_state' : 'flows.diagram.state', { name })}
                  className="flows-state-link"
                >
                  <rect x={x} y={y} width={w} height={h} rx={8} className={`flows-state ${kind}${isCurrent ? ' flows-current' : ''}`} />
                  <text x={x + 10} y={y + 19} className="flows-state-name">
                    {state.key}
                  </text>
                </a>
                {inner.map((line, index) => (
                  <text key={index} x={x + 10} y={y + 38 + index * 18} className="flows-inner">
                    {line}
                  </text>
                ))}
              </g>
            );
          })}
          {layout.transitions.map(({ points, label }, index) => (
            <g key={index} className="flows-edge">
              <polyline
                points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                markerEnd="url(#flows-arrow)"
                className="flows-edge-line"
              />
              <rect x={label.x - 2} y={label.y} width={label.width + 4} height={label.height} className="flows-edge-label-bg" />
              <text x={label.x} y={label.y + 13} className="flows-edge-label">
                {label.text}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}
