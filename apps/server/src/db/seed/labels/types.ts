export interface LabelText {
  en: string;
  ru: string;
}
