import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';

/** Test build only: a CodeBlock written in a React page, which gets no build-time tokens. */
export default function CodeBlockTestPage() {
  return (
    <Layout title="CodeBlock test" description="A CodeBlock written in a React page.">
      <main className="container margin-vert--lg">
        <h1>CodeBlock test</h1>
        <CodeBlock language="tsx" title="example.tsx">
          {`export function Greeting({name}: {name: string}) {
  const message = 'こんにちは、' + name;
  return <p className="greeting">{message}</p>;
}`}
        </CodeBlock>
      </main>
    </Layout>
  );
}
