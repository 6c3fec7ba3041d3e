/// The page's inline stylesheet: system fonts, no network.
enum HTMLStyle {
  static let css = """
    :root { color-scheme: light; --ink: #1d2330; --muted: #5b6475; --line: #d8dde6; --win: #1f8a4c;
      --loss: #c2362b; --flat: #7a8394; --bar: #c9daf5; --bar-dark: #2f6fd0; }
    body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
      margin: 0; background: #f6f7fa; }
    main { max-width: 1000px; margin: 0 auto; padding: 24px 28px 48px; }
    h1 { font-size: 26px; margin: 0 0 4px; }
    h2 { font-size: 20px; margin: 36px 0 6px; padding-top: 12px; border-top: 2px solid var(--line); }
    h3 { font-size: 15px; margin: 20px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    p.lead { color: var(--muted); margin: 0 0 8px; }
    section.experiment { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 4px 22px 18px;
      margin-top: 22px; }
    section.experiment h2 { border-top: 0; margin-top: 12px; }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; margin: 6px 0; }
    th, td { padding: 5px 10px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
    th:first-child, td:first-child { text-align: left; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; white-space: normal; vertical-align: bottom; }
    .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 13px; font-weight: 600; }
    .badge.ok { background: #e3f4ea; color: var(--win); }
    .badge.bad { background: #fbe4e2; color: var(--loss); }
    .badge.wait { background: #eef0f3; color: #333; }
    .note { color: var(--loss); font-size: 13px; margin: 4px 0; }
    p.sentence { font-size: 18px; font-weight: 600; margin: 4px 0 10px; }
    p.facts { margin: 4px 0; }
    ul.warnings { color: var(--loss); font-size: 13px; margin: 6px 0; padding-left: 20px; }
    svg { display: block; max-width: 100%; height: auto; margin: 6px 0 4px; }
    svg .label { font-size: 13px; fill: var(--ink); }
    svg .number, svg .tick { font-size: 12px; fill: var(--muted); }
    svg .zero { stroke: var(--muted); stroke-dasharray: 4 4; }
    svg .ci { stroke-width: 4; stroke-linecap: round; }
    svg .ci.win, svg .dot.win { stroke: var(--win); fill: var(--win); }
    svg .ci.loss, svg .dot.loss { stroke: var(--loss); fill: var(--loss); }
    svg .ci.flat, svg .dot.flat { stroke: var(--flat); fill: var(--flat); }
    svg .reached { fill: var(--bar); }
    svg .completed { fill: var(--bar-dark); }
    .funnels { display: grid; gap: 4px; }
    .table { overflow-x: auto; max-width: 100%; }
    h1, h2, p, li, .note { overflow-wrap: anywhere; }
    @media (max-width: 600px) {
      main { padding: 14px 10px 32px; }
      section.experiment { padding: 4px 10px 12px; }
      p.sentence { font-size: 16px; }
      table, thead, tbody, tr, td { display: block; width: 100%; }
      thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
      tr { border-bottom: 2px solid var(--line); padding: 4px 0; }
      td { border: 0; padding: 2px 4px; white-space: normal; overflow-wrap: anywhere; text-align: right;
        box-sizing: border-box; display: flex; justify-content: space-between; gap: 12px; }
      td:first-child { text-align: right; font-weight: 600; }
      td::before { content: attr(data-label); color: var(--muted); font-size: 12px; text-align: left; }
      td:empty { display: none; }
    }
    @media print {
      body { background: #fff; }
      main { max-width: none; padding: 0; }
      section.experiment { break-inside: avoid-page; border: 0; padding: 0; }
      .table { overflow: visible; }
      table { font-size: 11px; }
      th, td { white-space: normal; overflow-wrap: anywhere; padding: 3px 5px; }
      thead { display: table-header-group; }
      tr, svg { break-inside: avoid; }
      p.sentence { font-size: 15px; }
    }
    """
}
