import { webformTestApp } from '../../../tests/helpers/webform-app';

const { app, store } = await webformTestApp();

/** The details form of the site: name, addresses, contact, link, rows, tables, rich text and code. */
const details = {
  webform_id: 'coordonnees',
  identity: { title: '', first: 'Camille', middle: '', last: 'Martin', suffix: '', degree: '' },
  home: { address: '12 rue de la Gare', address_2: '', city: 'Lyon', state_province: '', postal_code: '69003', country: 'FR' },
  billing: {
    given_name: '',
    family_name: '',
    organization: '',
    address_line1: '',
    address_line2: '',
    locality: '',
    administrative_area: '',
    postal_code: '',
    country_code: '',
  },
  cards: ['29090109876543'],
  travellers: [{ name: 'Lou Martin', birth: '2015-04-02' }],
  seats: { short: 'window', long: '' },
  trains: ['ter881240'],
  services: ['quiet', 'wifi'],
  criteria: ['comfort', 'price', 'duration'],
  message: { value: '<p onclick="steal()">Merci <script>alert(1)</script><a href="javascript:alert(1)">ici</a></p>', format: 'basic_html' },
  widget: '<script src="https://exemple.fr/horaires.js"></script>',
};
const post = (body: unknown, langcode = 'en') =>
  app.inject({ method: 'POST', url: `/api/webform?langcode=${langcode}`, payload: body as object });

describe('POST /api/webform with composites, rows, tables, rich text and code', () => {
  it('stores the values in their shapes, rich text sanitised and code as typed', async () => {
    const response = await post(details);
    expect(response.statusCode).toBe(200);
    const { sid } = response.json() as { sid: number };
    const stored = (await store.submissions('coordonnees')).find((submission) => submission.sid === sid)!.data;
    expect(stored).toMatchObject({
      home: details.home,
      criteria: ['comfort', 'price', 'duration'],
      services: ['quiet', 'wifi'],
      travellers: details.travellers,
      widget: details.widget,
    });
    expect(stored.message).toEqual({ value: '<p>Merci <a>ici</a></p>', format: 'basic_html' });
  });

  it('answers 400 naming each value of the wrong shape, and stores nothing', async () => {
    const before = (await store.submissions('coordonnees')).length;
    const response = await post({
      ...details,
      home: ['12 rue de la Gare'],
      seats: { short: 'window', elsewhere: 'aisle' },
      criteria: 'comfort',
    });
    expect(response.statusCode).toBe(400);
    const shape = 'This value does not have the shape this field takes.';
    expect((response.json() as { message: { error: Record<string, string> } }).message.error).toEqual({
      home: shape,
      seats: shape,
      criteria: shape,
    });
    expect(await store.submissions('coordonnees')).toHaveLength(before);
  });

  it('answers 400 with each part’s error: a postal code not of its country, a row of a table that is not there, a missing required part, a started address without its country and street', async () => {
    const response = await post({
      ...details,
      identity: { ...details.identity, last: '' },
      home: { ...details.home, country: 'CH', postal_code: '69003' },
      billing: { ...details.billing, locality: 'Genève' },
      trains: ['ter000000'],
      criteria: ['comfort', 'price'],
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: { error: Record<string, string> } }).message.error).toEqual({
      'identity][last': 'This field is required.',
      'home][postal_code': 'This postal code does not have the form of the chosen country’s postal codes.',
      'billing][country_code': 'This field is required.',
      'billing][address_line1': 'This field is required.',
      trains: 'This choice is not offered.',
      criteria: 'This choice is not offered.',
    });
  });
});
