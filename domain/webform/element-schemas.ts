/**
 * Every schema of schemas/webform, for the validator that checks form definitions where they
 * enter. A test fails when a schema file is missing from this list.
 */
import captchaSchema from '../../schemas/webform/captcha.schema.json';
import checkboxSchema from '../../schemas/webform/checkbox.schema.json';
import checkboxesSchema from '../../schemas/webform/checkboxes.schema.json';
import colorSchema from '../../schemas/webform/color.schema.json';
import containerSchema from '../../schemas/webform/container.schema.json';
import dateSchema from '../../schemas/webform/date.schema.json';
import datetimeSchema from '../../schemas/webform/datetime.schema.json';
import detailsSchema from '../../schemas/webform/details.schema.json';
import elementBaseSchema from '../../schemas/webform/element-base.schema.json';
import elementSchema from '../../schemas/webform/element.schema.json';
import emailSchema from '../../schemas/webform/email.schema.json';
import fieldsetSchema from '../../schemas/webform/fieldset.schema.json';
import hiddenSchema from '../../schemas/webform/hidden.schema.json';
import managedFileSchema from '../../schemas/webform/managed_file.schema.json';
import numberSchema from '../../schemas/webform/number.schema.json';
import passwordSchema from '../../schemas/webform/password.schema.json';
import processedTextSchema from '../../schemas/webform/processed_text.schema.json';
import radiosSchema from '../../schemas/webform/radios.schema.json';
import rangeSchema from '../../schemas/webform/range.schema.json';
import searchSchema from '../../schemas/webform/search.schema.json';
import selectSchema from '../../schemas/webform/select.schema.json';
import telSchema from '../../schemas/webform/tel.schema.json';
import textareaSchema from '../../schemas/webform/textarea.schema.json';
import textfieldSchema from '../../schemas/webform/textfield.schema.json';
import urlSchema from '../../schemas/webform/url.schema.json';
import valueSchema from '../../schemas/webform/value.schema.json';
import webformSchema from '../../schemas/webform/webform.schema.json';
import webformActionsSchema from '../../schemas/webform/webform_actions.schema.json';
import webformAudioFileSchema from '../../schemas/webform/webform_audio_file.schema.json';
import webformAutocompleteSchema from '../../schemas/webform/webform_autocomplete.schema.json';
import webformButtonsSchema from '../../schemas/webform/webform_buttons.schema.json';
import webformCheckboxesOtherSchema from '../../schemas/webform/webform_checkboxes_other.schema.json';
import webformCustomCompositeSchema from '../../schemas/webform/webform_custom_composite.schema.json';
import webformDocumentFileSchema from '../../schemas/webform/webform_document_file.schema.json';
import webformEmailConfirmSchema from '../../schemas/webform/webform_email_confirm.schema.json';
import webformEmailMultipleSchema from '../../schemas/webform/webform_email_multiple.schema.json';
import webformFlexboxSchema from '../../schemas/webform/webform_flexbox.schema.json';
import webformHorizontalRuleSchema from '../../schemas/webform/webform_horizontal_rule.schema.json';
import webformImageFileSchema from '../../schemas/webform/webform_image_file.schema.json';
import webformMarkupSchema from '../../schemas/webform/webform_markup.schema.json';
import webformRadiosOtherSchema from '../../schemas/webform/webform_radios_other.schema.json';
import webformRatingSchema from '../../schemas/webform/webform_rating.schema.json';
import webformSectionSchema from '../../schemas/webform/webform_section.schema.json';
import webformSelectOtherSchema from '../../schemas/webform/webform_select_other.schema.json';
import webformTableSchema from '../../schemas/webform/webform_table.schema.json';
import webformTableRowSchema from '../../schemas/webform/webform_table_row.schema.json';
import webformTelephoneSchema from '../../schemas/webform/webform_telephone.schema.json';
import webformTermsOfServiceSchema from '../../schemas/webform/webform_terms_of_service.schema.json';
import webformTimeSchema from '../../schemas/webform/webform_time.schema.json';
import webformVatSchema from '../../schemas/webform/webform_vat.schema.json';
import webformVideoFileSchema from '../../schemas/webform/webform_video_file.schema.json';
// Composites, mappings, repeated rows, tables, rich text and code.
import webformAddressSchema from '../../schemas/webform/webform_address.schema.json';
import addressSchema from '../../schemas/webform/address.schema.json';
import webformNameSchema from '../../schemas/webform/webform_name.schema.json';
import webformContactSchema from '../../schemas/webform/webform_contact.schema.json';
import webformLinkSchema from '../../schemas/webform/webform_link.schema.json';
import webformMappingSchema from '../../schemas/webform/webform_mapping.schema.json';
import webformMultipleSchema from '../../schemas/webform/webform_multiple.schema.json';
import tableSchema from '../../schemas/webform/table.schema.json';
import tableselectSchema from '../../schemas/webform/tableselect.schema.json';
import webformTableselectSortSchema from '../../schemas/webform/webform_tableselect_sort.schema.json';
import webformTableSortSchema from '../../schemas/webform/webform_table_sort.schema.json';
import textFormatSchema from '../../schemas/webform/text_format.schema.json';
import webformCodemirrorSchema from '../../schemas/webform/webform_codemirror.schema.json';
// Drupal element types rendered with the option sets.
import datelistSchema from '../../schemas/webform/datelist.schema.json';
import webformMessageSchema from '../../schemas/webform/webform_message.schema.json';
import webformLikertSchema from '../../schemas/webform/webform_likert.schema.json';
import webformToggleSchema from '../../schemas/webform/webform_toggle.schema.json';
import webformTogglesSchema from '../../schemas/webform/webform_toggles.schema.json';
import webformSignatureSchema from '../../schemas/webform/webform_signature.schema.json';
import webformButtonsOtherSchema from '../../schemas/webform/webform_buttons_other.schema.json';
import webformImageSelectSchema from '../../schemas/webform/webform_image_select.schema.json';
import labelSchema from '../../schemas/webform/label.schema.json';
import itemSchema from '../../schemas/webform/item.schema.json';
import languageSelectSchema from '../../schemas/webform/language_select.schema.json';
import passwordConfirmSchema from '../../schemas/webform/password_confirm.schema.json';
import webformWizardPageSchema from '../../schemas/webform/webform_wizard_page.schema.json';
import webformComputedTokenSchema from '../../schemas/webform/webform_computed_token.schema.json';
import webformComputedTwigSchema from '../../schemas/webform/webform_computed_twig.schema.json';
// Entity and taxonomy elements (their options come from the webform-entities lists).
import webformTermSelectSchema from '../../schemas/webform/webform_term_select.schema.json';
import webformTermCheckboxesSchema from '../../schemas/webform/webform_term_checkboxes.schema.json';
import webformEntitySelectSchema from '../../schemas/webform/webform_entity_select.schema.json';
import webformEntityRadiosSchema from '../../schemas/webform/webform_entity_radios.schema.json';
import webformEntityCheckboxesSchema from '../../schemas/webform/webform_entity_checkboxes.schema.json';
import entityAutocompleteSchema from '../../schemas/webform/entity_autocomplete.schema.json';
// Types real Drupal sites use: a scale, more information, a form's variant.
import webformScaleSchema from '../../schemas/webform/webform_scale.schema.json';
import webformMoreSchema from '../../schemas/webform/webform_more.schema.json';
import webformVariantSchema from '../../schemas/webform/webform_variant.schema.json';

export const webformSchemas: ReadonlyArray<Record<string, unknown>> = [
  captchaSchema,
  checkboxSchema,
  checkboxesSchema,
  colorSchema,
  containerSchema,
  dateSchema,
  datetimeSchema,
  detailsSchema,
  elementBaseSchema,
  elementSchema,
  emailSchema,
  fieldsetSchema,
  hiddenSchema,
  managedFileSchema,
  numberSchema,
  passwordSchema,
  processedTextSchema,
  radiosSchema,
  rangeSchema,
  searchSchema,
  selectSchema,
  telSchema,
  textareaSchema,
  textfieldSchema,
  urlSchema,
  valueSchema,
  webformSchema,
  webformActionsSchema,
  webformAudioFileSchema,
  webformAutocompleteSchema,
  webformButtonsSchema,
  webformCheckboxesOtherSchema,
  webformCustomCompositeSchema,
  webformDocumentFileSchema,
  webformEmailConfirmSchema,
  webformEmailMultipleSchema,
  webformFlexboxSchema,
  webformHorizontalRuleSchema,
  webformImageFileSchema,
  webformMarkupSchema,
  webformRadiosOtherSchema,
  webformRatingSchema,
  webformSectionSchema,
  webformSelectOtherSchema,
  webformTableSchema,
  webformTableRowSchema,
  webformTelephoneSchema,
  webformTermsOfServiceSchema,
  webformTimeSchema,
  webformVatSchema,
  webformVideoFileSchema,
  // Composites, mappings, repeated rows, tables, rich text and code.
  webformAddressSchema,
  addressSchema,
  webformNameSchema,
  webformContactSchema,
  webformLinkSchema,
  webformMappingSchema,
  webformMultipleSchema,
  tableSchema,
  tableselectSchema,
  webformTableselectSortSchema,
  webformTableSortSchema,
  textFormatSchema,
  webformCodemirrorSchema,
  datelistSchema,
  webformMessageSchema,
  webformLikertSchema,
  webformToggleSchema,
  webformTogglesSchema,
  webformSignatureSchema,
  webformButtonsOtherSchema,
  webformImageSelectSchema,
  labelSchema,
  itemSchema,
  languageSelectSchema,
  passwordConfirmSchema,
  webformWizardPageSchema,
  webformComputedTokenSchema,
  webformComputedTwigSchema,
  webformTermSelectSchema,
  webformTermCheckboxesSchema,
  webformEntitySelectSchema,
  webformEntityRadiosSchema,
  webformEntityCheckboxesSchema,
  entityAutocompleteSchema,
  webformScaleSchema,
  webformMoreSchema,
  webformVariantSchema,
];
