// @docsearch/react 3.9 ships these entry points without their own type declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
