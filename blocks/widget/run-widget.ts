import type { WidgetBlock } from '../../schemas/generated/blocks/widget';

export type WidgetScripts = Pick<WidgetBlock, 'script' | 'inlineScript' | 'secondaryScript'>;

/**
 * Adds a widget's scripts to `holder`, in order: the external script, then (once it has loaded)
 * the inline script, then the secondary script carrying its data attributes. Scripts made with
 * createElement run when inserted, unlike markup React inserts; each carries the page's nonce so
 * the Content Security Policy lets it run. If the external script fails, nothing else runs (the
 * mount element stays empty) and `onScriptError` is called once. Returns a cleanup that removes
 * the scripts and ignores a load that completes afterwards.
 */
export function runWidget(
  holder: HTMLElement,
  widget: WidgetScripts,
  nonce: string | undefined,
  onScriptError: (src: string) => void,
): () => void {
  const added: HTMLScriptElement[] = [];
  let active = true;
  const add = (configure: (script: HTMLScriptElement) => void) => {
    const script = holder.ownerDocument.createElement('script');
    if (nonce) script.nonce = nonce;
    configure(script);
    added.push(script);
    holder.append(script);
    return script;
  };
  const runInline = () => {
    if (!active) return;
    if (widget.inlineScript) add((script) => (script.textContent = widget.inlineScript!));
    const secondary = widget.secondaryScript;
    if (secondary) {
      add((script) => {
        for (const { first, second } of secondary.dataAttributes ?? []) script.setAttribute(`data-${first}`, second);
        script.textContent = secondary.code;
      });
    }
  };

  if (widget.script) {
    const src = widget.script;
    add((script) => {
      script.src = src;
      script.async = false;
      script.addEventListener('load', runInline, { once: true });
      script.addEventListener('error', () => active && onScriptError(src), { once: true });
    });
  } else {
    runInline();
  }
  return () => {
    active = false;
    for (const script of added) script.remove();
  };
}
