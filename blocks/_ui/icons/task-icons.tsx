import {
  Accessibility,
  Clock,
  Gift,
  LifeBuoy,
  Luggage,
  type LucideIcon,
  Newspaper,
  Route,
  Ticket,
  TrainFront,
  TriangleAlert,
} from 'lucide-react';

/**
 * The icons content may choose for a task (the task tiles' `icon`), by the name the schemas use.
 * Only static blocks import this map: their icons are drawn on the server as inline SVG and cost
 * the page no JavaScript. An island imports the one icon it draws from lucide-react itself, so its
 * chunk carries that icon alone, not the whole map.
 */
export const TASK_ICONS = {
  traffic: TriangleAlert,
  'station-times': Clock,
  train: TrainFront,
  tickets: Ticket,
  'gift-card': Gift,
  journey: Route,
  help: LifeBuoy,
  luggage: Luggage,
  accessibility: Accessibility,
  news: Newspaper,
} as const satisfies Record<string, LucideIcon>;

export type TaskIconName = keyof typeof TASK_ICONS;

/** A task's icon, decorative: the words beside it say what it is. */
export function TaskIcon({ name, className, size = 28 }: { name: TaskIconName; className?: string; size?: number }) {
  const Icon = TASK_ICONS[name];
  return <Icon className={className} size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
