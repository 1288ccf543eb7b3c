import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { FieldProps } from './field-props';
import { useFormContext } from './form-context';
import { branchLabel, choiceBranches, initialValue, matchingBranch } from './schema';

/** A `oneOf`: the content architect picks a branch, then fills the branch's own field. */
export function ChoiceField(props: FieldProps) {
  const { root, Field } = useFormContext();
  const branches = choiceBranches(props.schema, root);
  const chosen = matchingBranch(branches, props.value);
  return (
    <div className="pg-choice">
      <RadioGroup
        value={String(chosen)}
        orientation="horizontal"
        onChange={(key) => props.onChange(initialValue(branches[Number(key)]!, root))}
      >
        <Label>{props.label}: which kind?</Label>
        {branches.map((branch, index) => (
          <Radio key={index} value={String(index)}>
            <span className="pg-radio" aria-hidden="true" />
            {branchLabel(branch, index)}
          </Radio>
        ))}
      </RadioGroup>
      <Field {...props} schema={branches[chosen]!} />
    </div>
  );
}
