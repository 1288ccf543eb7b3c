import { useT } from '@quai/engine/i18n';
import type { ChartState } from '../chart';
import { transitionText, type ChartLayout } from '../layout';
import { valueText, type FlowState, type PendingEffect, type PendingTimer } from '../harness';
import { describeStep, type FlowStep } from '../run';
import { ContextTree } from './ContextTree';
import { Diagram, stateAnchor } from './Diagram';
import { FLOWS_PATH, flowHref, flowStepPath } from '../paths-of';

interface EventChoice {
  type: string;
  /** Whether the current state takes it (with its example payload). */
  enabled: boolean;
  /** The JSON text of its payload: the example, or what the developer typed. */
  payload: string | undefined;
}

interface EffectChoice extends PendingEffect {
  /** How a step names it: its source, or its id when two of the same source are pending. */
  name: string;
  answer: string;
}

export interface FlowPageProps {
  name: string;
  description: string;
  chart: ChartState;
  layout: ChartLayout;
  current: ReadonlySet<string>;
  state: FlowState;
  failure: string | undefined;
  events: EventChoice[];
  effects: EffectChoice[];
  timers: PendingTimer[];
  now: number;
  /** The whole recorded run; the page shows the state after `at` steps of it. */
  steps: FlowStep[];
  /** The state value after each step of the whole run (index 0: the initial state). */
  reached: string[];
  at: number;
  /** Why the last step was refused (the page then answers 400). */
  error: string | undefined;
  exportFile: string;
}

function HiddenRun({ steps }: { steps: FlowStep[] }) {
  return <input type="hidden" name="run" value={JSON.stringify(steps)} />;
}

function PayloadField({ type, text }: { type: string; text: string }) {
  const t = useT();
  return (
    <label className="flows-field">
      <span>{t('flows.events.payload', { event: type })}</span>
      <textarea name="payload" rows={Math.min(8, text.split('\n').length)} defaultValue={text} spellCheck={false} />
    </label>
  );
}

function StateList({ state }: { state: ChartState }) {
  const t = useT();
  const name = state.path.length ? state.path.join('.') : state.key;
  return (
    <li id={stateAnchor(state.id)} tabIndex={-1}>
      <code>{name}</code>
      {state.initial && <span className="flows-muted"> · {t('flows.states.initial', { name: state.initial })}</span>}
      {state.transitions.length > 0 && (
        <ul>
          {state.transitions.map((transition, index) => (
            <li key={index}>
              {transitionText(transition)} →{' '}
              {transition.targets.length
                ? transition.targets.map((target) => target.split('.').slice(1).join('.') || target).join(', ')
                : t('flows.states.stays')}
            </li>
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <ul>
          {state.children.map((child) => (
            <StateList key={child.id} state={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** `/_flows/<machine>`: the chart, the state, and the controls that step through the machine. */
export function FlowPage(props: FlowPageProps) {
  const t = useT();
  const { name, steps, at } = props;
  const past = steps.slice(0, at);
  const action = flowStepPath(name);
  return (
    <div className="flows">
      <p>
        <a href={FLOWS_PATH}>{t('flows.back')}</a>
      </p>
      <h1>
        <code>{name}</code>
      </h1>
      {props.description && <p>{props.description}</p>}
      {props.error && (
        <div role="alert" className="flows-error">
          <p>
            <strong>{t('flows.error.title')}</strong> {props.error}
          </p>
        </div>
      )}
      <div className="flows-columns">
        <div className="flows-main">
          <Diagram machine={name} layout={props.layout} current={props.current} title={t('flows.diagram.title', { machine: name })} />
        </div>
        <div className="flows-side">
          <section aria-labelledby="flows-now">
            <h2 id="flows-now">{t('flows.current.title')}</h2>
            <p data-flows-state>
              <code>{valueText(props.state.value)}</code> · {t('flows.current.status', { status: props.state.status })}
            </p>
            {props.failure && <p className="flows-error">{t('flows.current.failure', { message: props.failure })}</p>}
          </section>

          <section aria-labelledby="flows-events">
            <h2 id="flows-events">{t('flows.events.title')}</h2>
            <ul className="flows-events">
              {props.events.map((event) => (
                <li key={event.type} data-flows-event={event.type}>
                  <form method="get" action={action} className="flows-form">
                    <HiddenRun steps={past} />
                    <input type="hidden" name="do" value="send" />
                    <input type="hidden" name="type" value={event.type} />
                    {event.enabled && event.payload !== undefined && <PayloadField type={event.type} text={event.payload} />}
                    {event.enabled && event.payload === undefined && (
                      // No example: the event most likely carries nothing, but a payload can still be added.
                      <details className="flows-field">
                        <summary>{t('flows.events.add_payload')}</summary>
                        <PayloadField type={event.type} text="{}" />
                      </details>
                    )}
                    <button
                      type="submit"
                      disabled={!event.enabled}
                      aria-describedby={event.enabled ? undefined : `flows-ignored-${event.type}`}
                    >
                      {event.type}
                    </button>
                    {!event.enabled && (
                      <span id={`flows-ignored-${event.type}`} className="flows-muted">
                        {t('flows.events.ignored')}
                      </span>
                    )}
                  </form>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="flows-effects">
            <h2 id="flows-effects">{t('flows.effects.title')}</h2>
            {props.effects.length === 0 && <p>{t('flows.effects.none')}</p>}
            {props.effects.map((effect) => (
              <form key={effect.id} method="get" action={action} className="flows-form" data-flows-effect={effect.src}>
                <HiddenRun steps={past} />
                <input type="hidden" name="effect" value={effect.name} />
                <p>
                  <code>{effect.src}</code> {t('flows.effects.called_with')} <code>{JSON.stringify(effect.input)}</code>
                </p>
                <label className="flows-field">
                  <span>{t('flows.effects.answer', { effect: effect.src })}</span>
                  <textarea
                    name="answer"
                    rows={Math.min(8, effect.answer.split('\n').length)}
                    defaultValue={effect.answer}
                    spellCheck={false}
                  />
                </label>
                <div className="flows-buttons">
                  <button type="submit" name="do" value="resolve">
                    {t('flows.effects.resolve')}
                  </button>
                  <button type="submit" name="do" value="reject">
                    {t('flows.effects.reject')}
                  </button>
                  <button type="submit" name="do" value="sendBack">
                    {t('flows.effects.send_back')}
                  </button>
                </div>
              </form>
            ))}
          </section>

          <section aria-labelledby="flows-clock">
            <h2 id="flows-clock">{t('flows.clock.title')}</h2>
            <p>{t('flows.clock.now', { ms: props.now })}</p>
            <p>
              {props.timers.length
                ? t('flows.clock.timers', { count: props.timers.length, next: props.timers[0]!.in })
                : t('flows.clock.no_timers')}
            </p>
            <form method="get" action={action} className="flows-form flows-inline">
              <HiddenRun steps={past} />
              <input type="hidden" name="do" value="advance" />
              <label className="flows-field">
                <span>{t('flows.clock.ms')}</span>
                <input type="number" name="ms" min={1} step={1} required defaultValue={props.timers[0]?.in ?? 1000} />
              </label>
              <button type="submit">{t('flows.clock.advance')}</button>
            </form>
          </section>

          <section aria-labelledby="flows-context">
            <h2 id="flows-context">{t('flows.context.title')}</h2>
            <div data-flows-context>
              <ContextTree value={props.state.context} />
            </div>
          </section>

          <section aria-labelledby="flows-history">
            <h2 id="flows-history">{t('flows.history.title')}</h2>
            <p className="flows-muted">{t('flows.history.intro')}</p>
            <ol className="flows-history" start={0}>
              {[undefined, ...steps].map((step, index) => (
                <li key={index} className={index > at ? 'flows-future' : undefined}>
                  {index === at ? (
                    <span aria-current="step">
                      <strong>{step ? describeStep(step) : t('flows.history.start')}</strong> · {t('flows.history.here')}
                    </span>
                  ) : (
                    <a href={flowHref(name, steps, index)}>{step ? describeStep(step) : t('flows.history.start')}</a>
                  )}{' '}
                  → <code>{props.reached[index]}</code>
                </li>
              ))}
            </ol>
            {past.length > 0 && (
              <p>
                <a href={`${FLOWS_PATH}/${name}/export?run=${encodeURIComponent(JSON.stringify(past))}`} download={props.exportFile}>
                  {t('flows.export.link', { steps: past.length })}
                </a>
                <br />
                <span className="flows-muted">{t('flows.export.hint', { file: `machines/${props.exportFile}` })}</span>
              </p>
            )}
          </section>
        </div>
        <section aria-labelledby="flows-states" className="flows-list">
          <h2 id="flows-states">{t('flows.states.title')}</h2>
          <ul className="flows-states">
            <StateList state={props.chart} />
          </ul>
        </section>
      </div>
    </div>
  );
}
