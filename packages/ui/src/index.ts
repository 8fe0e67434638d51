// The public API of @wh/ui. Named exports only; anything not listed here is internal.
// Consumers also import the compiled stylesheet once: `import '@wh/ui/styles.css'`.
import './theme/global.css';

// Theme
export { vars } from './theme/vars.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { focusRing, withFocusRing } from './theme/focusRing';
export { breakpoints, dark, light, media, shared, toneNames } from './theme/tokens';
export type { ColorScheme, ColorTokens, Space, Tone, ToneTokens } from './theme/tokens';
export { jsEnabledClass, jsEnabledScript, jsEnabledScriptHash } from './theme/jsEnabled';

// Widgets
export { Accordion } from './components/Accordion/Accordion';
export type { AccordionItem, AccordionProps } from './components/Accordion/Accordion';
export { Alert } from './components/Alert/Alert';
export type { AlertProps } from './components/Alert/Alert';
export { Badge, toneForCategory } from './components/Badge/Badge';
export type { BadgeProps } from './components/Badge/Badge';
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Collapsible } from './components/Collapsible/Collapsible';
export type { CollapsibleProps } from './components/Collapsible/Collapsible';
export { CountrySelector } from './components/CountrySelector/CountrySelector';
export type { CountrySelectorProps } from './components/CountrySelector/CountrySelector';
export { DateField } from './components/DateField/DateField';
export type { DateFieldProps } from './components/DateField/DateField';
export { Drawer } from './components/Drawer/Drawer';
export type { DrawerProps } from './components/Drawer/Drawer';
export { Icon, iconNames } from './components/Icon/Icon';
export type { IconName, IconProps } from './components/Icon/Icon';
export { Container, Grid, Stack } from './components/Layout/Layout';
export type { ContainerProps, GridProps, StackProps } from './components/Layout/Layout';
export { Link } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';
export { MegaMenu } from './components/MegaMenu/MegaMenu';
export type { MegaMenuProps, MegaMenuTopic } from './components/MegaMenu/MegaMenu';
export { Menu } from './components/Menu/Menu';
export type { MenuLink, MenuProps, RenderMenuLink } from './components/Menu/Menu';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Progress } from './components/Progress/Progress';
export type { ProgressProps } from './components/Progress/Progress';
export { SearchField } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { Select } from './components/Select/Select';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { ShareBlock } from './components/ShareBlock/ShareBlock';
export type { ShareBlockProps } from './components/ShareBlock/ShareBlock';
export { SkipLink } from './components/SkipLink/SkipLink';
export type { SkipLinkProps } from './components/SkipLink/SkipLink';
export { StatCard } from './components/StatCard/StatCard';
export type { StatCardProps } from './components/StatCard/StatCard';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { Timeline } from './components/Timeline/Timeline';
export type { TimelineItem, TimelineProps } from './components/Timeline/Timeline';
export { ToastProvider, useToast } from './components/Toast/Toast';
export type { ShowToast, ToastOptions, ToastProviderProps, ToastVariant } from './components/Toast/Toast';
export { TopicCard } from './components/TopicCard/TopicCard';
export type { TopicCardImage, TopicCardProps } from './components/TopicCard/TopicCard';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export type { HeadingLevel } from './components/private/DisclosureSection';
