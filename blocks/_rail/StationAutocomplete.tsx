import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import useSWR from 'swr';
import { bffFetcher, bffKeys } from '../../adapters/bff-client/keys';
import type { StationLocation } from '../../adapters/bff-client/types';
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
 *
 * The combo box is fully controlled (input text and selected key), as react-aria documents for
 * suggestions loaded as typed: once a station is chosen no lookup runs, so the suggestions are
 * gone, and the chosen station alone stays in the collection. Left uncontrolled, react-aria
 * would look its selected key up in an empty collection when the field loses focus and empty
 * the field.
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
  // The station chosen from the suggestions, while the field still shows its name.
  const [chosen, setChosen] = useState<StationLocation | null>(null);
  const query = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // A chosen station, or the place the form opened with, needs no lookup of its own name.
  const settledLabel = chosen?.libelle ?? initialLabel;
  const wanted = query.length >= AUTOCOMPLETE_MIN_CHARACTERS && query !== settledLabel;
  const { data, error } = useSWR<StationLocation[]>(
    wanted ? bffKeys.locations({ libelle: query, typeEmplacement, locale, ...lookup }) : null,
    bffFetcher,
  );
  const suggestions = wanted && !error ? (data ?? []) : [];
  const items = chosen ? [chosen] : suggestions;
  const helper = !wanted
    ? undefined
    : error
      ? t('commons.input.autocomplete.error')
      : data && data.length === 0
        ? t('commons.input.autocomplete.no_results')
        : undefined;

  const choose = (location: StationLocation) => {
    setChosen(location);
    setText(location.libelle);
    onSelect(location);
  };

  return (
    <ComboBox
      className={form.field}
      items={items}
      inputValue={text}
      selectedKey={chosen ? optionId(chosen) : null}
      menuTrigger="input"
      // Suggestions arrive after the typing that asked for them: let the list open empty and fill in.
      allowsEmptyCollection
      isRequired={isRequired}
      onInputChange={(value) => {
        setText(value);
        if (chosen && value === chosen.libelle) return;
        setChosen(null);
        onSelect(null);
      }}
      onSelectionChange={(id) => {
        // A suggestion picked with the mouse or the keyboard.
        const picked = items.find((item) => optionId(item) === id);
        if (picked) return choose(picked);
        // Leaving the field without picking: a name typed in full is taken as its suggestion;
        // anything else stays as typed (never emptied), with no station chosen.
        const typedInFull = suggestions.find((item) => sameName(item.libelle, text));
        if (typedInFull) choose(typedInFull);
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

/** Names compared as a person reads them: case and accents aside. */
function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;
}

function optionId(location: StationLocation): string {
  return `${location.type}:${location.code}`;
}
