import type { ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import { CATEGORY_ORDER, eventIcon } from '../../../blocks/_rail/events';
import { EventIcon, TRANSPORT_PICTOS, TransportMark } from '../../../blocks/_rail/Icon';
import { PLATFORM_ZONES, PlatformZone } from '../../../blocks/_rail/PlatformZone';
import { TASK_ICONS, TaskIcon, type TaskIconName } from '../../../blocks/_ui/icons/task-icons';
import { contrastRatio } from '../../../domain/traffic/line-catalogue';
import { COLOUR_PAIRS } from '../../shell/design/colour-pairs';
import { colourTokens, familyTokens } from '../../shell/design/tokens';

const THEMES = ['light', 'dark'] as const;

/**
 * `/_design`: the design system as pages use it, read from the global style sheet's tokens (so it
 * cannot drift from them): colours in both themes with the contrast of every pair the site uses,
 * the type scale, spacing, radii, elevation and motion, the icon set and the rail pictograms.
 */
export function DesignPage({ css }: { css: string }) {
  const t = useT();
  const colours = colourTokens(css);
  const byName = new Map(colours.map((colour) => [colour.name, colour]));
  return (
    <div className="design">
      <h1>{t('devtools.design.title')}</h1>
      <p>{t('devtools.design.intro')}</p>
      <nav aria-label={t('devtools.design.sections')}>
        <ul className="design-toc">
          {(['colours', 'pairs', 'type', 'spacing', 'radii', 'elevation', 'motion', 'icons', 'pictograms'] as const).map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`devtools.design.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="colours" title={t('devtools.design.colours')}>
        <table className="design-table">
          <thead>
            <tr>
              <th scope="col">{t('devtools.design.token')}</th>
              {THEMES.map((theme) => (
                <th key={theme} scope="col">
                  {t(`devtools.design.theme.${theme}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {colours.map((colour) => (
              <tr key={colour.name}>
                <th scope="row">
                  <code>{`--color-${colour.name}`}</code>
                </th>
                {THEMES.map((theme) => (
                  <td key={theme}>
                    <span className="design-swatch" style={{ background: colour[theme] }} />
                    <code>{colour[theme]}</code>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="pairs" title={t('devtools.design.pairs')}>
        <p>{t('devtools.design.pairs.intro')}</p>
        <table className="design-table">
          <thead>
            <tr>
              <th scope="col">{t('devtools.design.pair')}</th>
              {THEMES.map((theme) => (
                <th key={theme} scope="col">
                  {t(`devtools.design.theme.${theme}`)}
                </th>
              ))}
              <th scope="col">{t('devtools.design.minimum')}</th>
            </tr>
          </thead>
          <tbody>
            {COLOUR_PAIRS.map(({ foreground, background, minimum }) => (
              <tr key={`${foreground} ${background}`}>
                <th scope="row">
                  <code>{foreground}</code> / <code>{background}</code>
                </th>
                {THEMES.map((theme) => {
                  const front = byName.get(foreground)![theme];
                  const back = byName.get(background)![theme];
                  return (
                    <td key={theme}>
                      {/* The sample is the pair itself: axe measures it as any visitor's text. */}
                      <span className="design-sample" style={{ color: front, background: back, borderColor: front }}>
                        Aa
                      </span>
                      {t('devtools.design.ratio', { ratio: Math.floor(contrastRatio(front, back) * 100) / 100 })}
                    </td>
                  );
                })}
                <td>{t('devtools.design.ratio', { ratio: minimum })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="type" title={t('devtools.design.type')}>
        <p>
          <code>--font-family</code>: {familyTokens(css, 'font-family')[0]?.value}
        </p>
        <ul className="design-list">
          {familyTokens(css, 'font-size-').map((token) => (
            <li key={token.name}>
              <code>{`--${token.name}`}</code>
              <span style={{ fontSize: `var(--${token.name})`, lineHeight: 'var(--line-height-tight)' }}>
                {t('devtools.design.type.sample')}
              </span>
            </li>
          ))}
          {familyTokens(css, 'font-weight-').map((token) => (
            <li key={token.name}>
              <code>{`--${token.name}`}</code>
              <span style={{ fontWeight: `var(--${token.name})` }}>{t('devtools.design.type.sample')}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="spacing" title={t('devtools.design.spacing')}>
        <ul className="design-list">
          {familyTokens(css, 'space-').map((token) => (
            <li key={token.name}>
              <code>{`--${token.name}: ${token.value}`}</code>
              <span className="design-bar" style={{ width: `var(--${token.name})` }} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="radii" title={t('devtools.design.radii')}>
        <ul className="design-grid">
          {familyTokens(css, 'radius-').map((token) => (
            <li key={token.name} className="design-box" style={{ borderRadius: `var(--${token.name})` }}>
              <code>{`--${token.name}`}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="elevation" title={t('devtools.design.elevation')}>
        <ul className="design-grid">
          {familyTokens(css, 'elevation-').map((token) => (
            <li key={token.name} className="design-box" style={{ boxShadow: `var(--${token.name})` }}>
              <code>{`--${token.name}`}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="motion" title={t('devtools.design.motion')}>
        <p>{t('devtools.design.motion.reduced')}</p>
        <ul className="design-list">
          {[...familyTokens(css, 'duration-'), ...familyTokens(css, 'easing-')].map((token) => (
            <li key={token.name}>
              <code>{`--${token.name}: ${token.value}`}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="icons" title={t('devtools.design.icons')}>
        <p>{t('devtools.design.icons.intro')}</p>
        <ul className="design-grid">
          {(Object.keys(TASK_ICONS) as TaskIconName[]).map((name) => (
            <li key={name} className="design-box">
              <TaskIcon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pictograms" title={t('devtools.design.pictograms')}>
        <h3>{t('devtools.design.pictograms.events')}</h3>
        <ul className="design-grid">
          {CATEGORY_ORDER.map((category) => (
            <li key={category} className="design-box">
              <EventIcon name={eventIcon(category)} />
              <span>{t(`rail.event.${category}`)}</span>
              <code>{eventIcon(category)}</code>
            </li>
          ))}
        </ul>
        <h3>{t('devtools.design.pictograms.trains')}</h3>
        <ul className="design-grid">
          {TRANSPORT_PICTOS.map((picto) => (
            <li key={picto} className="design-box">
              <TransportMark picto={picto} />
              <code>{picto}</code>
            </li>
          ))}
        </ul>
        <h3>{t('devtools.design.pictograms.zones')}</h3>
        <ul className="design-grid">
          {PLATFORM_ZONES.map((zone) => (
            <li key={zone} className="design-box">
              <PlatformZone zone={zone} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="design-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
