pragma solidity ^0.4.18;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

/// Charity drive with a fixed end block. finalize() hands the whole raise to the charity once the
/// drive ends, but first insists that the contract's balance equals the sum of recorded
/// contributions. Ether forced in with selfdestruct (or mined to the address) breaks the equality
/// for good: finalize() reverts forever and the raise is stuck.
contract CharityDrive {
    using SafeMath for uint256;

    address public organiser;
    address public charity;
    uint256 public endBlock;
    uint256 public totalRaised;
    bool public finalized;
    mapping(address => uint256) public contributed;

    event Contribution(address indexed donor, uint256 amount);
    event Finalized(uint256 amount);

    function CharityDrive(address _charity, uint256 _blocks) public {
        require(_charity != address(0));
        organiser = msg.sender;
        charity = _charity;
        endBlock = block.number.add(_blocks);
    }

    function () public payable {
        contribute();
    }

    function contribute() public payable {
        require(block.number < endBlock);
        require(msg.value > 0);
        contributed[msg.sender] = contributed[msg.sender].add(msg.value);
        totalRaised = totalRaised.add(msg.value);
        Contribution(msg.sender, msg.value);
    }

    function finalize() public {
        require(block.number >= endBlock);
        require(!finalized);
        // <yes> <report> DENIAL_OF_SERVICE
        require(this.balance == totalRaised);
        finalized = true;
        charity.transfer(totalRaised);
        Finalized(totalRaised);
    }

    function changeCharity(address next) public {
        require(msg.sender == organiser);
        require(!finalized);
        require(next != address(0));
        charity = next;
    }
}
