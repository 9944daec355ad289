export interface PageText {
  title: string;
  body: string;
}
