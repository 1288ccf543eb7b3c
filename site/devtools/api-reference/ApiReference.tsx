import { useT } from '@quai/engine/i18n';
import type { ReferenceAnswer, ReferenceContent, ReferenceOperation, ReferenceSection } from './reference';

/**
 * `/_api`: the reference of the site's API, read from its OpenAPI document. The document's own
 * texts (summaries, descriptions) are written in English, and marked so for screen readers.
 */
export function ApiReference({ sections, documentPath }: { sections: ReferenceSection[]; documentPath: string }) {
  const t = useT();
  const count = sections.reduce((total, section) => total + section.operations.length, 0);
  return (
    <div className="api-reference">
      <h1>{t('apiReference.title')}</h1>
      <p>{t('apiReference.intro', { count })}</p>
      <p>
        <a href={documentPath}>{t('apiReference.document')}</a>
      </p>
      <nav aria-labelledby="api-contents">
        <h2 id="api-contents">{t('apiReference.contents')}</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.tag}>
              <a href={`#${sectionId(section.tag)}`} lang="en">
                {section.tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.tag} aria-labelledby={sectionId(section.tag)}>
          <h2 id={sectionId(section.tag)} lang="en">
            {section.tag}
          </h2>
          {section.description && <p lang="en">{section.description}</p>}
          {section.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}

const sectionId = (tag: string) => `api-${tag.replace(/\W+/g, '-')}`;

function Operation({ operation }: { operation: ReferenceOperation }) {
  const t = useT();
  return (
    <article className="api-operation" aria-labelledby={operation.id}>
      <h3 id={operation.id}>
        <code>{`${operation.method} ${operation.path}`}</code>
      </h3>
      {operation.summary && <p lang="en">{operation.summary}</p>}
      {operation.parameters.length > 0 && (
        <table>
          <caption>{t('apiReference.parameters')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('apiReference.name')}</th>
              <th scope="col">{t('apiReference.in')}</th>
              <th scope="col">{t('apiReference.type')}</th>
              <th scope="col">{t('apiReference.required')}</th>
              <th scope="col">{t('apiReference.description')}</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <th scope="row">
                  <code>{parameter.name}</code>
                </th>
                <td lang="en">{parameter.in}</td>
                <td>
                  <code>{parameter.type}</code>
                </td>
                <td>{t(parameter.required ? 'apiReference.yes' : 'apiReference.no')}</td>
                <td lang="en">{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {operation.body.length > 0 && (
        <>
          <h4>{t('apiReference.body')}</h4>
          {operation.body.map((content) => (
            <Content key={content.mediaType} content={content} schemaLabel={t('apiReference.bodySchema')} />
          ))}
        </>
      )}
      <Answers operation={operation} />
    </article>
  );
}

function Answers({ operation }: { operation: ReferenceOperation }) {
  const t = useT();
  return (
    <>
      <h4>{t('apiReference.answers')}</h4>
      <dl className="api-answers">
        {operation.answers.map((answer) => (
          <Answer key={answer.status} answer={answer} />
        ))}
      </dl>
    </>
  );
}

function Answer({ answer }: { answer: ReferenceAnswer }) {
  const t = useT();
  return (
    <>
      <dt>
        <code>{answer.status}</code>
      </dt>
      <dd>
        {answer.description && <p lang="en">{answer.description}</p>}
        {answer.contents.length === 0 && <p>{t('apiReference.noContent')}</p>}
        {answer.contents.map((content) => (
          <Content key={content.mediaType} content={content} schemaLabel={t('apiReference.answerSchema', { status: answer.status })} />
        ))}
      </dd>
    </>
  );
}

function Content({ content, schemaLabel }: { content: ReferenceContent; schemaLabel: string }) {
  return (
    <div className="api-content">
      <p>
        <code>{content.mediaType}</code> <code>{content.type}</code>
      </p>
      {content.schema && (
        <details>
          <summary>{schemaLabel}</summary>
          {/* Focusable so that a keyboard can scroll a wide schema. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard (axe's scrollable-region-focusable). */}
          <pre tabIndex={0}>
            <code>{content.schema}</code>
          </pre>
        </details>
      )}
    </div>
  );
}
