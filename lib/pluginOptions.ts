import {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {
  Options as DocsOptions,
  PluginOptions as DocsPluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {OptionValidationContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

/**
 * A plugin's options as Docusaurus hands them to the plugin: validated by the plugin's own public
 * `validateOptions`, with its defaults filled in, through `normalizePluginOptions`, which fulfils
 * the documented `validate` (a Joi schema and the options in, the normalized options out).
 */
export function normalizedOptions<Options, PluginOptions>(
  validateOptions: (context: OptionValidationContext<Options, PluginOptions>) => PluginOptions,
  options: Options,
): PluginOptions {
  const validate = normalizePluginOptions as OptionValidationContext<
    Options,
    PluginOptions
  >['validate'];
  return validateOptions({validate, options});
}

/** The docs plugin's options with nothing set, as the site uses it: its route base, components… */
export const docsPluginDefaults = (): DocsPluginOptions =>
  normalizedOptions<DocsOptions | undefined, DocsPluginOptions>(validateDocsOptions, {});
