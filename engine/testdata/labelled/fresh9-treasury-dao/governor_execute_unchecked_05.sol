pragma solidity ^0.5.16;

/// GovernorAlpha-style executor kept by a grants DAO. Proposals are queued by the guardian after a vote and
/// executed by anyone once the delay has passed; failed actions are not noticed.
contract GrantsExecutor {
    struct Action {
        address target;
        uint256 value;
        bytes data;
    }

    struct Proposal {
        uint256 eta;
        bool executed;
        bool canceled;
        uint256 actionCount;
    }

    address public guardian;
    uint256 public constant DELAY = 2 days;
    mapping(uint256 => Proposal) public proposals;
    mapping(uint256 => mapping(uint256 => Action)) public actions;
    uint256 public proposalCount;

    event Queued(uint256 indexed id, uint256 eta);
    event Executed(uint256 indexed id);

    modifier onlyGuardian() {
        require(msg.sender == guardian, "executor: guardian only");
        _;
    }

    constructor(address _guardian) public {
        guardian = _guardian;
    }

    function() external payable {}

    function queue(address[] calldata targets, uint256[] calldata values, bytes[] calldata datas)
        external
        onlyGuardian
        returns (uint256 id)
    {
        require(targets.length == values.length && values.length == datas.length, "executor: arity");
        id = ++proposalCount;
        Proposal storage p = proposals[id];
        p.eta = now + DELAY;
        p.actionCount = targets.length;
        for (uint256 i = 0; i < targets.length; i++) {
            actions[id][i] = Action(targets[i], values[i], datas[i]);
        }
        emit Queued(id, p.eta);
    }

    function cancel(uint256 id) external onlyGuardian {
        require(!proposals[id].executed, "executor: executed");
        proposals[id].canceled = true;
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(p.eta != 0 && now >= p.eta, "executor: not ready");
        require(!p.executed && !p.canceled, "executor: done");
        p.executed = true;
        for (uint256 i = 0; i < p.actionCount; i++) {
            Action storage a = actions[id][i];
            // <yes> <report> UNCHECKED_LL_CALLS
            a.target.call.value(a.value)(a.data);
        }
        emit Executed(id);
    }
}
