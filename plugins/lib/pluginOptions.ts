import type {OptionValidationContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

/**
 * A plugin's options as Docusaurus hands them to the plugin: validated by the plugin's own public
 * `validateOptions`, with its defaults filled in.
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
