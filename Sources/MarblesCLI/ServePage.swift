/// The page `marbles serve` shows: one card per `.marble` file, refreshed by polling
/// `/api/diagrams` (an image is fetched again only when its file's version changes), and an
/// edit box rendered as you type through `POST /api/render`. The edit box spans the page, its
/// preview two thirds of it: in a side column the preview was drawn too small to read.
enum ServePage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>marbles</title>
        <style>
        :root { color-scheme: light dark; --bg: #f6f6f4; --card: #ffffff; --ink: #222; --muted: #666; --error: #b3261e; }
        @media (prefers-color-scheme: dark) { :root { --bg: #161618; --card: #232326; --ink: #e6e6e6; --muted: #9a9a9a; --error: #ff8a80; } }
        body { margin: 0; font: 15px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--ink); }
        header { display: flex; align-items: baseline; gap: 1em; padding: 12px 20px; }
        header h1 { margin: 0; font-size: 20px; }
        #status { color: var(--muted); }
        main { display: flex; flex-direction: column; gap: 20px; padding: 0 20px 20px; }
        section.card, #editor { background: var(--card); border-radius: 8px; padding: 12px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
        #editor { display: grid; grid-template-columns: minmax(260px, 1fr) 2fr; gap: 16px; }
        #editor h2 { grid-column: 1 / -1; }
        #diagrams { display: grid; grid-template-columns: repeat(auto-fill, minmax(720px, 1fr)); gap: 20px; }
        h2 { margin: 0 0 8px; font-size: 16px; display: flex; justify-content: space-between; }
        img { max-width: 100%; height: auto; display: block; }
        [hidden] { display: none !important; }
        textarea { width: 100%; box-sizing: border-box; min-height: 260px; height: 100%; font: 13px/1.4 ui-monospace, monospace; }
        #preview img { width: 100%; }
        .description { color: var(--muted); margin: 6px 0 0; }
        pre.error { color: var(--error); white-space: pre-wrap; font: 13px/1.4 ui-monospace, monospace; margin: 0; }
        button { font: inherit; font-size: 13px; }
        </style>
        </head>
        <body>
        <header><h1>marbles</h1><span id="status">loading…</span></header>
        <main>
        <section id="editor">
        <h2>Edit <small>(rendered as you type)</small></h2>
        <textarea id="source" spellcheck="false">s = PassthroughSubject<Int>()
        C = s.sink(demand: 2)
        s.send("-1-2-3|")</textarea>
        <div id="preview-pane">
        <div id="preview"><img alt=""></div>
        <p class="description" id="preview-description"></p>
        <pre class="error" id="preview-error" hidden></pre>
        </div>
        </section>
        <div id="diagrams"></div>
        </main>
        <script>
        const cards = new Map();
        const list = document.getElementById('diagrams');
        const status = document.getElementById('status');

        function card(name) {
          let element = cards.get(name);
          if (element) return element;
          element = document.createElement('section');
          element.className = 'card';
          element.dataset.name = name;
          element.innerHTML = '<h2><span class="name"></span><button>edit</button></h2><img><p class="description"></p><pre class="error" hidden></pre>';
          element.querySelector('.name').textContent = name;
          element.querySelector('button').onclick = async () => {
            const response = await fetch('/api/source?name=' + encodeURIComponent(name), { cache: 'no-store' });
            editor.value = await response.text();
            renderEdit();
          };
          cards.set(name, element);
          return element;
        }

        function show(diagram) {
          const element = card(diagram.name);
          list.appendChild(element);
          if (element.dataset.version === diagram.version) return;
          element.dataset.version = diagram.version;
          const image = element.querySelector('img');
          const error = element.querySelector('pre.error');
          const description = element.querySelector('.description');
          if (diagram.error) {
            image.hidden = true;
            description.textContent = '';
            error.textContent = diagram.error;
            error.hidden = false;
          } else {
            image.src = '/diagram.svg?name=' + encodeURIComponent(diagram.name) + '&v=' + diagram.version;
            image.alt = diagram.description;
            image.hidden = false;
            description.textContent = diagram.description;
            error.hidden = true;
          }
        }

        async function poll() {
          try {
            const response = await fetch('/api/diagrams', { cache: 'no-store' });
            const diagrams = (await response.json()).diagrams;
            const names = new Set(diagrams.map(d => d.name));
            for (const [name, element] of cards) {
              if (!names.has(name)) { element.remove(); cards.delete(name); }
            }
            diagrams.forEach(show);
            status.textContent = diagrams.length + ' diagram(s), following changes';
          } catch (error) {
            status.textContent = 'the server does not answer';
          }
          setTimeout(poll, 500);
        }

        const editor = document.getElementById('source');
        const previewImage = document.querySelector('#preview img');
        const previewError = document.getElementById('preview-error');
        const previewDescription = document.getElementById('preview-description');
        let pending;
        let previewURL;
        async function renderEdit() {
          const response = await fetch('/api/render', { method: 'POST', body: editor.value });
          const result = await response.json();
          if (result.error) {
            previewError.textContent = result.error;
            previewError.hidden = false;
            return;
          }
          if (previewURL) URL.revokeObjectURL(previewURL);
          previewURL = URL.createObjectURL(new Blob([result.svg], { type: 'image/svg+xml' }));
          previewImage.src = previewURL;
          previewImage.alt = result.description;
          previewDescription.textContent = result.description;
          previewError.hidden = true;
        }
        editor.addEventListener('input', () => {
          clearTimeout(pending);
          pending = setTimeout(renderEdit, 300);
        });
        renderEdit();
        poll();
        </script>
        </body>
        </html>
        """
}
