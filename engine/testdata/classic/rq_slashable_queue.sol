// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.19;

/// Slashable withdrawal queue: queued withdrawals keep the staker's scaled shares and are valued at the operator's
/// slashing factor when completed, so slashing that lands during the delay still reaches them. Completion is
/// ordered checks, effects, interaction with a checked call.
contract SlashableQueueSafe {
    struct Queued {
        address staker;
        address operator;
        uint256 scaledShares;
        uint64 startTime;
        bool completed;
    }

    uint256 public constant WITHDRAWAL_DELAY = 7 days;
    uint256 public constant WAD = 1e18;

    address public immutable slasher;
    mapping(address => address) public delegatedTo;
    mapping(address => uint256) public scaledShares;
    mapping(address => uint256) public slashedFactor;
    Queued[] public queued;

    event Slashed(address indexed operator, uint256 wad);

    constructor(address _slasher) {
        slasher = _slasher;
    }

    function factorOf(address operator) public view returns (uint256) {
        uint256 f = slashedFactor[operator];
        return f == 0 ? WAD : f;
    }

    function deposit(address operator) external payable {
        require(delegatedTo[msg.sender] == address(0) || delegatedTo[msg.sender] == operator, "other operator");
        delegatedTo[msg.sender] = operator;
        scaledShares[msg.sender] += (msg.value * WAD) / factorOf(operator);
    }

    function slash(address operator, uint256 wadToSlash) external {
        require(msg.sender == slasher, "slasher");
        require(wadToSlash > 0 && wadToSlash < WAD, "wad");
        slashedFactor[operator] = (factorOf(operator) * (WAD - wadToSlash)) / WAD;
        emit Slashed(operator, wadToSlash);
    }

    function queueWithdrawal(uint256 amountScaled) external returns (uint256 id) {
        require(amountScaled > 0 && amountScaled <= scaledShares[msg.sender], "shares");
        scaledShares[msg.sender] -= amountScaled;
        id = queued.length;
        queued.push(Queued(msg.sender, delegatedTo[msg.sender], amountScaled, uint64(block.timestamp), false));
    }

    function completeWithdrawal(uint256 id) external {
        Queued storage q = queued[id];
        require(q.staker == msg.sender, "owner");
        require(!q.completed, "completed");
        require(block.timestamp >= uint256(q.startTime) + WITHDRAWAL_DELAY, "delay");
        q.completed = true;
        uint256 amount = (q.scaledShares * factorOf(q.operator)) / WAD;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
