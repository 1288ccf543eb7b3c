import { useId, useRef, type FormEvent } from 'react';
import { SEARCH_FIELDS, type SearchName } from '../../adapters/bff-client/search';
import { DateRangePicker } from '../_ui/date-range-picker';
import { useT } from '@quai/engine/i18n';
import type { SearchFilter } from '../../schemas/generated/api/search-filter';
import styles from './styles.module.css';

/**
 * The filters as a plain GET form to the page itself: without JavaScript the browser submits
 * it and the server renders the first page of results. With JavaScript `onSearch` receives the
 * filled values instead. The page is not part of the form: a new search starts at page 1.
 * The news range of publication days travels in the picker's hidden `from` and `to` inputs;
 * confirming or clearing the range runs the search at once.
 */
export function SearchForm({
  index,
  action,
  values,
  filters,
  onSearch,
}: {
  index: SearchName;
  action: string;
  values: Record<string, string>;
  filters: SearchFilter[] | undefined;
  onSearch?: (values: Record<string, string>) => void;
}) {
  const t = useT();
  const id = useId();
  const options = (name: string) => filters?.find((filter) => filter.filter_key === name)?.filter_data ?? [];
  const form = useRef<HTMLFormElement>(null);
  /** The form's filled values; `dates` replaces the range the hidden inputs may not hold yet. */
  const search = (dates?: { from?: string; to?: string }) => {
    if (!onSearch || !form.current) return;
    const filled: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current))
      if (typeof value === 'string' && value.trim() && !(dates && (name === 'from' || name === 'to'))) filled[name] = value.trim();
    onSearch({ ...filled, ...dates });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    search();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too recent for the assistive technologies the site supports; role="search" on the form is the established landmark.
    <form
      className={styles.form}
      role="search"
      aria-label={t(`search.form.${index}`)}
      method="get"
      action={action}
      onSubmit={submit}
      ref={form}
    >
      {SEARCH_FIELDS[index].text.map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`${id}-${name}`}>{t(`search.filter.${index}.${name}`)}</label>
          <input id={`${id}-${name}`} name={name} type="search" defaultValue={values[name] ?? ''} maxLength={200} autoComplete="off" />
        </div>
      ))}
      {SEARCH_FIELDS[index].selects.map((name) => {
        const current = values[name] ?? '';
        const choices = options(name);
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={`${id}-${name}`}>{t(`search.filter.${index}.${name}`)}</label>
            <select id={`${id}-${name}`} name={name} defaultValue={current}>
              <option value="">{t('search.filter.all')}</option>
              {/* A value from a shared link that the index no longer offers stays selectable. */}
              {current && !choices.some((choice) => choice.filter_id === current) && <option value={current}>{current}</option>}
              {choices.map((choice) => (
                <option key={choice.filter_id} value={choice.filter_id}>
                  {choice.filter_label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {SEARCH_FIELDS[index].dateRange && (
        <div className={styles.dates}>
          <DateRangePicker
            label={t(`search.filter.${index}.dates`)}
            description={t(`search.filter.${index}.dates_help`)}
            defaultValue={{ from: values.from ?? null, to: values.to ?? null }}
            startName="from"
            endName="to"
            onConfirm={(range) => search(range)}
            onClear={() => search({})}
          />
        </div>
      )}
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}
