import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import useSWR from 'swr';
import { bffFetcher, bffKeys } from '../../adapters/bff/keys';
import type { StationLocation } from '../../adapters/bff/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { useDebouncedValue } from './useDebouncedValue';
import form from './form.module.css';
import styles from './StationAutocomplete.module.css';

/** Suggestions are asked for from this many typed characters. */
const AUTOCOMPLETE_MIN_CHARACTERS = 2;
/** Typing pauses this long before a lookup. */
const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export interface StationAutocompleteProps {
  label: string;
  /** The place shown when the form opens (from the URL), if any. */
  initialLabel?: string;
  onSelect: (location: StationLocation | null) => void;
  /** TOUS offers towns and stops; ZONE_ARRET stops only (station schedules). */
  typeEmplacement?: 'TOUS' | 'ZONE_ARRET';
  /** Extra lookup parameters a use of the field names, such as the schedule context. */
  lookup?: { codePays?: string; component?: string };
  isRequired?: boolean;
  /** Names the text input so a form sends the typed name: the form without JavaScript, where no suggestion can be chosen. */
  name?: string;
}

/**
 * A station field: suggestions come from the locations call as typed, from 2 characters, and
 * are shown as the server ranked them (never filtered again here). A helper text says when
 * nothing matches or the lookup failed.
 */
export function StationAutocomplete({
  label,
  initialLabel = '',
  onSelect,
  typeEmplacement = 'TOUS',
  lookup,
  isRequired,
  name,
}: StationAutocompleteProps) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(initialLabel);
  const [chosenLabel, setChosenLabel] = useState(initialLabel);
  const query = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // Once a suggestion is chosen its label fills the field: no need to look it up again.
  const wanted = query.length >= AUTOCOMPLETE_MIN_CHARACTERS && query !== chosenLabel;
  const { data, error } = useSWR<StationLocation[]>(
    wanted ? bffKeys.locations({ libelle: query, typeEmplacement, locale, ...lookup }) : null,
    bffFetcher,
  );
  const suggestions = wanted && !error ? (data ?? []) : [];
  const helper = !wanted
    ? undefined
    : error
      ? t('commons.input.autocomplete.error')
      : data && data.length === 0
        ? t('commons.input.autocomplete.no_results')
        : undefined;

  return (
    <ComboBox
      className={form.field}
      items={suggestions}
      inputValue={text}
      menuTrigger="input"
      // Suggestions arrive after the typing that asked for them: let the list open empty and fill in.
      allowsEmptyCollection
      isRequired={isRequired}
      onInputChange={(value) => {
        setText(value);
        if (value !== chosenLabel) onSelect(null);
      }}
      onSelectionChange={(id) => {
        const location = suggestions.find((item) => optionId(item) === id);
        if (!location) return;
        setChosenLabel(location.libelle);
        setText(location.libelle);
        onSelect(location);
      }}
    >
      <Label className={form.label}>{label}</Label>
      <Input className={form.input} {...(name ? { name } : {})} />
      {helper && (
        <Text slot="description" className={form.help} role="status">
          {helper}
        </Text>
      )}
      <Popover className={styles.popover}>
        <ListBox<StationLocation> className={styles.list}>
          {(location) => (
            <ListBoxItem id={optionId(location)} textValue={location.libelle} className={styles.option}>
              <span>{location.libelle}</span>
              <span className={styles.kind}>
                {t(location.type === 'COMMUNE' ? 'commons.input.autocomplete.town' : 'commons.input.autocomplete.station')}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function optionId(location: StationLocation): string {
  return `${location.type}:${location.code}`;
}
