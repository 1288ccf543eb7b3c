import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Disclosure, DisclosurePanel, Heading, Label, Text } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import { MODE_OPTIONS, modeBadgeCount, modesOfOptions, optionsOfModes } from '../../domain/rail/modes';
import styles from './ModeFilter.module.css';

/**
 * The transport-mode filter: a panel that opens and closes. Apply stores the chosen modes (the
 * parent refetches) and closes it. The badge counts choices, so regional and long-distance
 * trains, offered together as "train", count as one.
 */
export function ModeFilter({ modes, onApply }: { modes: string[]; onApply: (modes: string[]) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>(() => optionsOfModes(modes));
  const count = modeBadgeCount(modes);
  const toggle = (expanded: boolean) => {
    // Reopening starts from what is applied, not from an abandoned selection.
    if (expanded) setChosen(optionsOfModes(modes));
    setOpen(expanded);
  };
  return (
    <Disclosure isExpanded={open} onExpandedChange={toggle} className={styles.filter}>
      <Heading level={3} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {t('miv.filter.open')}
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
          <span className={styles.visuallyHidden}>{t('miv.filter.badge', { count })}</span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        {open && (
          <ModeChoices
            chosen={chosen}
            onChange={setChosen}
            onApply={() => {
              onApply(modesOfOptions(chosen));
              setOpen(false);
            }}
          />
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * The choices and their Apply button, built only while the panel is open: closed, react-aria's
 * check boxes would be rendered hidden on every results page (measured: most of the results
 * island's server render), for a panel few visitors open.
 */
function ModeChoices({ chosen, onChange, onApply }: { chosen: string[]; onChange: (chosen: string[]) => void; onApply: () => void }) {
  const t = useT();
  return (
    <>
      <CheckboxGroup value={chosen} onChange={onChange} className={styles.group}>
        <Label className={styles.legend}>{t('miv.filter.title')}</Label>
        <div className={styles.options}>
          {MODE_OPTIONS.map((option) => (
            <Checkbox key={option.id} value={option.id} className={styles.option}>
              <span className={styles.box} aria-hidden="true" />
              {t(`miv.filter.mode.${option.id}`)}
            </Checkbox>
          ))}
        </div>
        {chosen.length === 0 && (
          <Text slot="description" className={styles.none}>
            {t('miv.filter.none')}
          </Text>
        )}
      </CheckboxGroup>
      <Button className={styles.apply} isDisabled={chosen.length === 0} onPress={onApply}>
        {t('miv.filter.apply')}
      </Button>
    </>
  );
}
