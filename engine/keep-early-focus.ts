/**
 * A visitor can focus a control of a server-rendered island before it hydrates (Tab on a slow
 * network). Hydration keeps that DOM node, but a component may then render it again as a new
 * node: react-aria's collections (tabs, list boxes, menus) hydrate their items from the server's
 * snapshot and mount them afresh once the client collection is built. The removed node takes the
 * focus with it, to <body>, and the next key goes nowhere.
 *
 * So the control focused early is remembered until the island settles; if it leaves the page
 * while the focus is lost, the node that replaced it (the same element, role, name and text at
 * the same place) is focused. That is a real focus: the component learns of it as of any other,
 * and its keys (arrows in a tab list) work from there.
 */
export function keepEarlyFocus(island: HTMLElement): () => void {
  const document = island.ownerDocument;
  let focused: { element: HTMLElement; standing: () => HTMLElement | undefined } | undefined;
  const remember = (element: Element | null) => {
    focused =
      element instanceof HTMLElement && island.contains(element) ? { element, standing: nodeStandingFor(island, element) } : undefined;
  };
  const onFocusIn = (event: FocusEvent) => remember(event.target as Element | null);
  remember(document.activeElement);
  island.addEventListener('focusin', onFocusIn, true);

  /** Called once the island's root has committed. */
  return () => {
    island.removeEventListener('focusin', onFocusIn, true);
    if (!focused) return;
    const { element, standing } = focused;
    let frames = 0;
    const watch = () => {
      const active = document.activeElement;
      // The visitor moved on by themselves: where the focus is now is theirs.
      if (active && active !== document.body && active !== element) return;
      const current = standing();
      if (current && current !== element) current.focus({ preventScroll: true });
      else if (++frames < SETTLING_FRAMES) requestAnimationFrame(watch);
    };
    watch();
  };
}

/** About two seconds at 60 frames a second: by then the island's components have mounted for good. */
const SETTLING_FRAMES = 120;

/**
 * The node that stands for a control the visitor used, whenever asked: the control itself while it
 * is in the page, else the node a component mounted in its place. That one is known by what names
 * a control to a visitor, read now: its role, its name, its text, where it leads, its place among
 * its like.
 */
export function nodeStandingFor(island: HTMLElement, element: HTMLElement): () => HTMLElement | undefined {
  const signature = (node: Element) =>
    [node.tagName, ...['role', 'name', 'href', 'aria-label'].map((name) => node.getAttribute(name)), node.textContent?.trim()].join(
      '\u0000',
    );
  const mine = signature(element);
  const placeOf = (node: Element) =>
    [...island.querySelectorAll(element.tagName)].filter((other) => signature(other) === mine).indexOf(node);
  const place = placeOf(element);
  return () => {
    if (element.isConnected) return element;
    const twin = [...island.querySelectorAll(element.tagName)].find(
      (candidate) => signature(candidate) === mine && placeOf(candidate) === place,
    );
    return twin instanceof HTMLElement ? twin : undefined;
  };
}
