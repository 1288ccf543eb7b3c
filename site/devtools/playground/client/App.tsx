import { useCallback, useDeferredValue, useRef, useState } from 'react';
import type { PlaygroundCatalogue } from '../server/catalogue';
import { CatalogueProvider } from './catalogue-context';
import { BlockEditor } from './compose/BlockEditor';
import { BlockOutline } from './compose/BlockOutline';
import { FormProvider } from './form/form-context';
import { SchemaField } from './form/SchemaField';
import { setAtPointer } from './form/schema';
import { JsonEditor } from './json/JsonEditor';
import { OpenPanel } from './panels/OpenPanel';
import { ProblemsPanel } from './panels/ProblemsPanel';
import { SharePanel } from './panels/SharePanel';
import { Preview } from './preview/Preview';
import { useCheck } from './use-check';
import { useDraft } from './use-draft';

/**
 * The content playground: the page's settings and blocks as forms generated from the schemas,
 * the same document as JSON beside them, the loader's problems, and the server's rendering.
 */
export function App({ catalogue }: { catalogue: PlaygroundCatalogue }) {
  const { state, url, setDocument, setText } = useDraft();
  const [selected, setSelected] = useState<string>();
  // The form answers each key at once; the JSON, the check and the preview follow when React has time.
  const deferred = useDeferredValue(state);
  const { answer, error } = useCheck(deferred.document);
  const problems = deferred.parseError ? [] : (answer?.problems ?? []);
  const latest = useRef(state.document);
  latest.current = state.document;
  const current = useCallback(() => latest.current, []);
  const open = useCallback(
    (document: unknown) => {
      setSelected(undefined);
      setDocument(document);
    },
    [setDocument],
  );
  return (
    <CatalogueProvider value={catalogue}>
      <FormProvider
        value={{
          root: catalogue.schema,
          Field: SchemaField,
          renderBlocks: (props) => <BlockOutline {...props} onEdit={setSelected} />,
        }}
      >
        <header className="pg-header">
          <h1>Content playground</h1>
          <p>
            Compose a page from the block schemas, or edit its JSON; the server renders it as the site would. Nothing is saved on the
            server: the draft lives in this page's link and in this browser.
          </p>
        </header>
        <div className="pg-columns">
          <section className="pg-compose" aria-labelledby="page-title">
            <h2 id="page-title">Page</h2>
            <SchemaField
              name="page"
              label="Page settings"
              schema={catalogue.schema}
              value={state.document}
              pointer=""
              required
              onChange={setDocument}
            />
          </section>
          <BlockEditor
            document={state.document}
            pointer={selected}
            onSelect={setSelected}
            onChange={(pointer, value) => setDocument(setAtPointer(state.document, pointer, value))}
          />
          <section className="pg-json-pane" aria-labelledby="json-title">
            <h2 id="json-title">JSON</h2>
            <JsonEditor text={deferred.text} schema={catalogue.schema} problems={problems} onText={setText} />
            <ProblemsPanel problems={problems} warnings={answer?.warnings ?? []} parseError={deferred.parseError} checkError={error} />
          </section>
        </div>
        <div className="pg-columns">
          <OpenPanel current={current} onOpen={open} />
          <SharePanel document={state.document} url={url} />
        </div>
        <Preview document={deferred.document} locales={catalogue.locales} />
      </FormProvider>
    </CatalogueProvider>
  );
}
