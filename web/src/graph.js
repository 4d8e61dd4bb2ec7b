// The plan graph's layout, with dagre: a file of its own (build.mjs bundles it as graph.js), which
// the shell loads after the page is drawn, so that the editor's first paint does not wait for it.
import dagre from '@dagrejs/dagre';

// layoutGraph lays a DAG out top to bottom. nodes: [{id, width, height}], edges: [{from, to}].
// It returns {width, height, nodes: {id: {x, y}}, edges: [{from, to, points: [{x, y}]}]}, with
// x and y the nodes' centres.
function layoutGraph(nodes, edges) {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'BT', nodesep: 28, ranksep: 44, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.id, { width: n.width, height: n.height });
  for (const e of edges) g.setEdge(e.from, e.to);
  dagre.layout(g);
  const out = { width: g.graph().width, height: g.graph().height, nodes: {}, edges: [] };
  for (const id of g.nodes()) { const n = g.node(id); out.nodes[id] = { x: n.x, y: n.y }; }
  for (const e of g.edges()) out.edges.push({ from: e.v, to: e.w, points: g.edge(e).points });
  return out;
}

window.FlinkpadWeb.layoutGraph = layoutGraph;
