import { serializeForScript } from '@quai/engine/islands';
import { moduleLoader } from '../../../shell/Document';
import type { PlaygroundCatalogue } from './catalogue';
import playgroundCss from '../client/playground.css?raw';
import { APP_ELEMENT_ID, CATALOGUE_ELEMENT_ID } from '../page-ids';

/**
 * The playground's page as the server sends it: its own stylesheet and script (no public page
 * carries them), the catalogue for the browser app, and what a visitor without JavaScript reads.
 */
export function PlaygroundPage({
  nonce,
  script,
  catalogue,
}: {
  nonce: string;
  script: string | undefined;
  catalogue: PlaygroundCatalogue;
}) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the playground's own style sheet file, read from this repository. */}
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: playgroundCss }} />
      <main id={APP_ELEMENT_ID} className="pg" lang="en">
        <h1>Content playground</h1>
        <p>
          Compose a page from the block schemas, edit its JSON and see it rendered by the site. The playground runs in the browser: it needs
          JavaScript.
        </p>
      </main>
      <script
        type="application/json"
        id={CATALOGUE_ELEMENT_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (serializeForScript).
        dangerouslySetInnerHTML={{ __html: serializeForScript(catalogue) }}
      />
      {/* Added by the site's inline loader: the page's policy trusts what an allowed inline script adds. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made by moduleLoader from the build's own script address. */}
      {script ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: moduleLoader([script]) }} /> : null}
    </>
  );
}
