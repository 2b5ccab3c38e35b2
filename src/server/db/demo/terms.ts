/** Demo terms (markdown) in both languages; links use only protocols the terms page allows. */

const privacyPt = `# Política de Privacidade

Esta política explica como a **Associação Industrial Regional** trata os dados pessoais no Catálogo Industrial, conforme a [Lei Geral de Proteção de Dados (LGPD)](https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm).

## Dados que coletamos

- Cadastro: nome, CPF, e-mail, celular e cidade.
- Empresas: dados públicos do perfil (CNPJ, endereço, contatos, imagens).
- Cotações: textos, anexos, perguntas, propostas e avaliações.

## Para que usamos

1. Identificar você e proteger a sua conta.
2. Entregar os pedidos de cotação às empresas escolhidas.
3. Enviar avisos por e-mail sobre as suas cotações.

## Seus direitos

Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail [privacidade@catalogo-industrial.org.br](mailto:privacidade@catalogo-industrial.org.br).

Cookies: usamos apenas os necessários para manter a sessão e lembrar o idioma e o consentimento.
`;

const privacyEn = `# Privacy Policy

This policy explains how the **Regional Industrial Association** handles personal data in the Industrial Catalogue, under Brazil's [General Data Protection Law (LGPD)](https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm) and the [GDPR](https://gdpr.eu/).

## Data we collect

- Registration: name, CPF, e-mail, mobile phone and city.
- Companies: public profile data (CNPJ, address, contacts, images).
- Quotes: texts, attachments, questions, proposals and ratings.

## What we use it for

1. Identifying you and protecting your account.
2. Delivering quote requests to the companies you choose.
3. E-mailing you notices about your quotes.

## Your rights

You may ask to access, correct or delete your data by writing to [privacidade@catalogo-industrial.org.br](mailto:privacidade@catalogo-industrial.org.br).

Cookies: we use only those needed to keep your session and remember your language and consent.
`;

const termsPt = `# Termos de Uso

Ao usar o Catálogo Industrial você concorda com estes termos.

## Cadastro

- Informe dados verdadeiros; o CPF identifica a sua conta e não pode ser alterado.
- Cada pessoa pode manter uma empresa, identificada pelo CNPJ.

## Cotações e propostas

- Os pedidos são enviados apenas às empresas destinatárias, que respondem diretamente a você.
- A associação não participa da negociação nem garante preços, prazos ou qualidade.
- As avaliações devem refletir uma experiência real de compra.

## Conteúdo

Textos e imagens publicados pelas empresas são de responsabilidade delas. Denúncias: [contato@catalogo-industrial.org.br](mailto:contato@catalogo-industrial.org.br).

Veja também a nossa [Política de Privacidade](https://catalogo-industrial.org.br/terms/privacy-policy).
`;

const termsEn = `# Terms of Use

By using the Industrial Catalogue you agree to these terms.

## Registration

- Give true information; your CPF identifies your account and cannot be changed.
- Each person may keep one company, identified by its CNPJ.

## Quotes and proposals

- Requests go only to the recipient companies, which answer you directly.
- The association takes no part in the negotiation and guarantees no price, delivery time or quality.
- Ratings must reflect a real purchase.

## Content

Companies are responsible for the texts and images they publish. Reports: [contato@catalogo-industrial.org.br](mailto:contato@catalogo-industrial.org.br).

See also our [Privacy Policy](https://catalogo-industrial.org.br/terms/privacy-policy).
`;

export const TERMS = {
  privacyPolicy: { pt: privacyPt, en: privacyEn },
  termOfUse: { pt: termsPt, en: termsEn },
};
