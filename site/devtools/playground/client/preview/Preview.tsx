import { useEffect, useRef, useState } from 'react';
import { Label, ListBox, ListBoxItem, Button, Popover, Select, SelectValue, Radio, RadioGroup } from 'react-aria-components';

const FRAMES = [
  { name: 'playground-preview-phone', width: 390, height: 720, label: 'Phone, 390 px' },
  { name: 'playground-preview-desktop', width: 1280, height: 900, label: 'Desktop, 1280 px' },
] as const;

/** How long the preview waits for typing to pause before it asks the server again. */
const PREVIEW_DELAY_MS = 600;

/**
 * The draft rendered by the server through the engine, as the site would serve it, at a phone's
 * and a desktop's width, in the chosen locale and theme. Each frame gets the draft by a form
 * posted into it: the page arrives with the site's own security policy, in a sandbox (an origin
 * of its own), so a draft's scripts never run as the site.
 */
export function Preview({ document, locales }: { document: unknown; locales: readonly string[] }) {
  const [locale, setLocale] = useState(() => pageLocale(document, locales));
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const forms = useRef<Array<HTMLFormElement | null>>([]);
  const draft = JSON.stringify(document);
  // What the frames were last sent (both at once) and what each shows: a frame is out of date
  // (busy) from the moment the draft changes until the page sent for the new one has loaded, so
  // whoever clicks in it knows whether the next load will replace what they did.
  const wanted = JSON.stringify([draft, locale, theme]);
  const sent = useRef<string | undefined>(undefined);
  const [shown, setShown] = useState<Record<string, string>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the forms carry these values; a change of any of them sends the forms again.
  useEffect(() => {
    const timer = setTimeout(() => {
      sent.current = wanted;
      for (const form of forms.current) form?.requestSubmit();
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, locale, theme]);

  return (
    <section className="pg-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <div className="pg-toolbar">
        <Select className="pg-field" selectedKey={locale} onSelectionChange={(key) => setLocale(String(key))}>
          <Label>Locale</Label>
          <Button className="pg-select">
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className="pg-popover">
            <ListBox>
              {locales.map((code) => (
                <ListBoxItem key={code} id={code}>
                  {code}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <RadioGroup
          className="pg-field"
          value={theme}
          onChange={(value) => setTheme(value === 'dark' ? 'dark' : 'light')}
          orientation="horizontal"
        >
          <Label>Theme</Label>
          <Radio value="light">
            <span className="pg-radio" aria-hidden="true" />
            Light
          </Radio>
          <Radio value="dark">
            <span className="pg-radio" aria-hidden="true" />
            Dark
          </Radio>
        </RadioGroup>
      </div>
      {/* Wider than a phone's screen: it scrolls sideways, so the keyboard can reach it (focusable, named for whoever lands on it). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is scrolled with the arrow keys once focused. */}
      <section className="pg-frames" tabIndex={0} aria-label="Previews, phone and desktop">
        {FRAMES.map((frame, index) => {
          const upToDate = shown[frame.name] === wanted;
          return (
            <figure
              key={frame.name}
              className="pg-frame"
              aria-busy={!upToDate}
              style={{ ['--frame-width' as string]: `${frame.width}px`, ['--frame-height' as string]: `${frame.height}px` }}
            >
              <form
                ref={(form) => {
                  forms.current[index] = form;
                }}
                method="post"
                action="/_playground/preview"
                target={frame.name}
                hidden
              >
                <input type="hidden" name="draft" value={draft} />
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="theme" value={theme} />
              </form>
              <figcaption>
                {frame.label}
                {upToDate ? null : <span className="pg-frame-updating"> · updating…</span>}
              </figcaption>
              <div className="pg-frame-box">
                <iframe
                  name={frame.name}
                  title={`Preview, ${frame.label}`}
                  width={frame.width}
                  height={frame.height}
                  sandbox="allow-scripts allow-forms"
                  onLoad={() => {
                    const page = sent.current;
                    if (page !== undefined) setShown((frames) => ({ ...frames, [frame.name]: page }));
                  }}
                />
              </div>
            </figure>
          );
        })}
      </section>
    </section>
  );
}

function pageLocale(document: unknown, locales: readonly string[]): string {
  const locale = (document as { locale?: unknown } | null)?.locale;
  return typeof locale === 'string' && locales.includes(locale) ? locale : locales[0]!;
}
