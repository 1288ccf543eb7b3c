import { formElements, moveKey, withChildren } from './element-tree';

const form = {
  name: { '#type': 'textfield', '#title': 'Name' },
  details: { '#type': 'fieldset', '#title': 'Details', phone: { '#type': 'tel', '#title': 'Phone' }, note: { '#type': 'webform_markup' } },
  actions: { '#type': 'webform_actions' },
};

describe('a webform’s element tree', () => {
  it('lists every element, children after their parent, by key, type and title', () => {
    expect(formElements(form)).toEqual([
      { key: 'name', type: 'textfield', title: 'Name' },
      { key: 'details', type: 'fieldset', title: 'Details' },
      { key: 'phone', type: 'tel', title: 'Phone' },
      { key: 'note', type: 'webform_markup', title: '' },
      { key: 'actions', type: 'webform_actions', title: '' },
    ]);
  });

  it('moves an element among its siblings and keeps properties before children', () => {
    expect(Object.keys(moveKey(form, 'actions', -1))).toEqual(['name', 'actions', 'details']);
    expect(Object.keys(withChildren(form.details, { extra: { '#type': 'email' } }))).toEqual(['#type', '#title', 'extra']);
  });
});
