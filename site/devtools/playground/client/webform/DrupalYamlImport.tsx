import { useState } from 'react';
import { Button, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import type { DraftProblem } from '../problems';

interface Answer {
  definition?: unknown;
  problems: DraftProblem[];
  warnings: DraftProblem[];
}

/**
 * "Paste Drupal YAML": a form's elements exported from Webform (its Source tab) become the
 * webform block's definition, read as the Drupal importer reads them; what the site does not
 * use is listed as left out.
 */
export function DrupalYamlImport({
  block,
  locale,
  onLoad,
}: {
  block: Record<string, unknown>;
  locale: string;
  onLoad: (definition: unknown) => void;
}) {
  const [yaml, setYaml] = useState('');
  const [title, setTitle] = useState('');
  const [answer, setAnswer] = useState<Answer>();
  const [error, setError] = useState<string>();
  const id = typeof block.form === 'string' && block.form ? block.form : 'pasted_form';
  const load = async () => {
    setError(undefined);
    const response = await fetch('/_playground/webform-yaml', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, langcode: locale, title: title || id, yaml }),
    });
    if (!response.ok) {
      setError(`The YAML could not be read (${response.status}).`);
      return;
    }
    const read = (await response.json()) as Answer;
    setAnswer(read);
    if (read.definition !== undefined) onLoad(read.definition);
  };
  return (
    <section className="pg-yaml" aria-labelledby="yaml-title">
      <h3 id="yaml-title">Paste Drupal YAML</h3>
      <TextField className="pg-field" value={title} onChange={setTitle}>
        <Label>Form title</Label>
        <Input />
      </TextField>
      <TextField className="pg-field" value={yaml} onChange={setYaml}>
        <Label>Elements (YAML from the form's Source tab)</Label>
        <TextArea rows={8} />
        <Text slot="description">Read as the Drupal importer reads a form “{id}”; the result becomes this block's definition.</Text>
      </TextField>
      <Button isDisabled={yaml.trim() === ''} onPress={() => void load()}>
        Load the YAML
      </Button>
      <div role="status">
        {answer ? (
          <p>
            {answer.definition === undefined ? 'The form could not be loaded.' : 'The form is loaded into the block.'}{' '}
            {answer.warnings.length} left out, {answer.problems.length} problem{answer.problems.length === 1 ? '' : 's'}.
          </p>
        ) : null}
      </div>
      {error ? <p className="pg-error">{error}</p> : null}
      {answer?.warnings.length ? (
        <>
          <h4>Left out</h4>
          <ul>
            {answer.warnings.map((warning) => (
              <li key={warning.message}>
                <code>{warning.pointer}</code> {warning.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answer?.problems.length ? (
        <ul className="pg-problem-list" aria-label="Problems of the pasted form">
          {answer.problems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
