import type { BlockServices } from '@quai/engine/definition';
import type { FormValues } from '../../domain/webform/elements';
import { PAGE_PARAMETER } from '../../domain/webform/wizard';

/** The service name under which the server hands a page the outcome of a form posted to it. */
export const WEBFORM_POST_SERVICE = 'webformPost';

declare module '@quai/engine/definition' {
  interface BlockServices {
    /** Given to the page a form was posted to without JavaScript, for that request only (blocks/webform/no-script.ts). */
    [WEBFORM_POST_SERVICE]?: WebformPostOutcome;
  }
}

/** A form posted without JavaScript and refused: what the page shows again. */
export interface WebformPostOutcome {
  formId: string;
  /** The values typed, passwords and files excepted. */
  values: FormValues;
  /** Field key (or 'key][sub') to an HTML message, in the page's language. */
  errors: Record<string, string>;
  /** A multi-page form: the step to show (the next one, or the one with the errors). */
  page?: string;
  /** The post could not be stored now (the database away, answered 503): the server's message, in the page's language. */
  outage?: string;
}

/** What a webform block receives from the server for the request it is rendered for. */
export interface WebformServerData {
  /** The current day in Europe/Paris, YYYY-MM-DD, so server HTML and hydration agree on date limits. */
  today: string;
  /** This form was posted to this page and refused (`outage`: for now, the database away), or moved to another of its steps. */
  posted?: { values: FormValues; errors: Record<string, string>; outage?: string };
  /** A multi-page form's step to open on: the one the post led to, or `?page=<key>`. */
  page?: string;
  /** This form was accepted: the page was reached by the answer to its post (`?sent=<form id>`). */
  sent?: boolean;
}

/** The query parameter the answer to an accepted post leads to: the confirmation of that form. */
export const SENT_PARAMETER = 'sent';

export function webformServerData(
  formId: string,
  services: Pick<BlockServices, typeof WEBFORM_POST_SERVICE>,
  search: string,
  today: string,
): WebformServerData {
  const outcome = services[WEBFORM_POST_SERVICE];
  const posted =
    outcome && outcome.formId === formId
      ? { values: outcome.values, errors: outcome.errors, ...(outcome.outage ? { outage: outcome.outage } : {}) }
      : undefined;
  const query = new URLSearchParams(search);
  const sent = !posted && query.get(SENT_PARAMETER) === formId;
  const page = posted ? outcome?.page : (query.get(PAGE_PARAMETER) ?? undefined);
  return { today, ...(posted ? { posted } : {}), ...(sent ? { sent } : {}), ...(page && !sent ? { page } : {}) };
}
