import type { CalendarDate } from '@internationalized/date';
import { useContext, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider as AriaI18nProvider,
  Label,
  Popover,
  RangeCalendar,
  type RangeValue,
  Text,
} from 'react-aria-components';
import { useLocale, useT } from '@quai/engine/i18n';
import { calendarRange, confirmableRange, DAY_MONTH_YEAR_LOCALES, type CompleteIsoDateRange, type IsoDateRange } from './range';
import styles from './DateRangePicker.module.css';

export interface DateRangePickerProps {
  label: string;
  /** A hint under the label (the expected format, what the range applies to). */
  description?: string;
  /** The initial range, as ISO dates. */
  defaultValue?: IsoDateRange;
  /** Called with both dates when the visitor confirms; never with a half range. */
  onConfirm: (range: CompleteIsoDateRange) => void;
  /** When given, a button empties both dates (shown while any is set) and then calls it. */
  onClear?: () => void;
  /** Names of the hidden inputs carrying the ISO dates when the picker sits in a form. */
  startName?: string;
  endName?: string;
}

/**
 * Two typed dates (start, end) and a range calendar on one value, so typing and picking stay in
 * sync. Fields read day/month/year in every locale; the value is year-month-day.
 */
export function DateRangePicker({
  label,
  description,
  defaultValue = { from: null, to: null },
  onConfirm,
  onClear,
  startName,
  endName,
}: DateRangePickerProps) {
  const t = useT();
  const locale = useLocale();
  const [value, setValue] = useState<RangeValue<CalendarDate> | null>(() => calendarRange(defaultValue));
  const range = confirmableRange({ from: value?.start.toString() ?? null, to: value?.end.toString() ?? null });
  return (
    <AriaI18nProvider locale={DAY_MONTH_YEAR_LOCALES[locale]}>
      <div className={styles.picker}>
        <AriaDateRangePicker
          className={styles.field}
          value={value}
          onChange={setValue}
          shouldForceLeadingZeros
          startName={startName}
          endName={endName}
        >
          <Label className={styles.label}>{label}</Label>
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          <Group className={styles.group}>
            <DateInput slot="start" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateInput slot="end" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <Button className={styles.calendarButton} aria-label={t('editorial.date_range.open_calendar')}>
              <CalendarIcon />
            </Button>
          </Group>
          <Popover className={styles.popover}>
            <Dialog className={styles.dialog} aria-label={label}>
              <TypedStartCalendar />
            </Dialog>
          </Popover>
        </AriaDateRangePicker>
        <Button className={styles.confirm} isDisabled={!range} onPress={() => range && onConfirm(range)}>
          {t('editorial.date_range.confirm')}
        </Button>
        {onClear && value && (
          <Button
            className={styles.clear}
            onPress={() => {
              setValue(null);
              onClear();
            }}
          >
            {t('editorial.date_range.clear')}
          </Button>
        )}
      </div>
    </AriaI18nProvider>
  );
}

/**
 * The range calendar, opening on the start day already typed (the visitor picks the end from
 * there) rather than on today, which may be months away from it.
 */
function TypedStartCalendar() {
  // The picker's value holds a typed start even while the end is still empty.
  const typedStart = useContext(DateRangePickerStateContext)?.value?.start ?? undefined;
  return (
    <RangeCalendar className={styles.calendar} defaultFocusedValue={typedStart}>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.navButton}>
          ‹
        </Button>
        <Heading className={styles.month} />
        <Button slot="next" className={styles.navButton}>
          ›
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
    </RangeCalendar>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
