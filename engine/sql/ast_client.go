package sql

// ClientCommand is one of the SQL client's own commands, HELP, CLEAR, QUIT or EXIT, which
// Flink's extended parser reads as a statement of its own. The client acts on them; the
// gateway and the Table API refuse them.
type ClientCommand struct {
	CommandPos Pos
	Word       string // HELP, CLEAR, QUIT or EXIT, in upper case
}

func (x *ClientCommand) Pos() Pos          { return x.CommandPos }
func (x *ClientCommand) End() Pos          { return x.CommandPos + Pos(len(x.Word)) }
func (x *ClientCommand) String() string    { return x.Word }
func (x *ClientCommand) format(p *printer) { p.str(x.Word) }
func (*ClientCommand) stmtNode()           {}
