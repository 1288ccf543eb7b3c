export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { confirmableRange, type CompleteIsoDateRange, type IsoDateRange } from './range';
