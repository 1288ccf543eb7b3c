import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import styles from './styles.module.css';

/** A labelled dropdown of plain options (the top filters on narrow screens, the region dropdown). */
export function FilterSelect({
  label,
  options,
  selected,
  onSelect,
  className,
}: {
  label: string;
  options: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
}) {
  return (
    <Select
      className={[styles.select, className].filter(Boolean).join(' ')}
      selectedKey={String(selected)}
      onSelectionChange={(key: Key | null) => key !== null && onSelect(Number(key))}
    >
      <Label className={styles.selectLabel}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.options}>
          {options.map((option, index) => (
            <ListBoxItem key={index} id={String(index)} className={styles.option}>
              {option}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
