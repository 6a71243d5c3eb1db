pragma solidity ^0.6.12;

/// Smart-contract cover: a holder may cancel before expiry and get the unused premium back.
contract ProtocolCover {
    struct Cover {
        uint256 premium;
        uint256 start;
        uint256 period;
    }

    address public owner;
    mapping(address => Cover) public covers;

    constructor() public {
        owner = msg.sender;
    }

    function buy(uint256 period) external payable {
        require(period >= 30 days && period <= 365 days, "period");
        require(covers[msg.sender].premium == 0, "active");
        covers[msg.sender] = Cover(msg.value, block.timestamp, period);
    }

    function cancel() external {
        Cover memory c = covers[msg.sender];
        require(c.premium > 0, "none");
        uint256 elapsed = block.timestamp - c.start;
        require(elapsed < c.period, "expired");
        uint256 unused = c.premium * (c.period - elapsed) / c.period;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: unused}("");
        require(ok, "refund");
        delete covers[msg.sender];
    }
}
