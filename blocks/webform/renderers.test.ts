import { knownWebformElementNodeTypes } from '../../schemas/generated/webform/element';
import { ELEMENTS, RENDERERS } from './renderers';
import { CONTAINER_TYPES } from '../../domain/webform/elements';
import { isEntityElement } from '../../domain/webform/entity-options';
import { FAMILIES } from '../../domain/webform/families';

describe('the webform element registry', () => {
  it('has a renderer for every element type the schemas describe, containers apart', () => {
    // Entity and taxonomy elements are option elements by the time a form is shown.
    const shown = knownWebformElementNodeTypes.filter((type) => !CONTAINER_TYPES.has(type) && !isEntityElement({ '#type': type }));
    const withoutRenderer = shown.filter((type) => !(type in ELEMENTS));
    expect(withoutRenderer).toEqual([]);
  });

  it('registers only types the schemas describe', () => {
    const described = new Set<string>(knownWebformElementNodeTypes);
    expect(Object.keys(ELEMENTS).filter((type) => !described.has(type))).toEqual([]);
  });

  it('renders each type with the renderer of its family', () => {
    expect(ELEMENTS.webform_toggles?.component).toBe(RENDERERS.toggles);
    expect(ELEMENTS.checkboxes?.component).toBe(RENDERERS.tickedChoices);
    for (const type of FAMILIES.partComposites.types) expect(ELEMENTS[type]?.component).toBe(RENDERERS.partComposites);
  });
});
