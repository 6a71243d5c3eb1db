pragma solidity ^0.4.24;

contract VotingEscrowLike {
    function balanceOfAt(address addr, uint256 blockNumber) public view returns (uint256);
    function totalSupplyAt(uint256 blockNumber) public view returns (uint256);
}

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }
}

// Protocol fees in ETH are split per epoch between lockers, by their voting power at the epoch's snapshot block.
contract EpochFeeDistributor {
    using SafeMath for uint256;

    VotingEscrowLike public ve;
    address public admin;

    uint256 public epochCount;
    mapping(uint256 => uint256) public epochFees;
    mapping(uint256 => uint256) public epochBlock;
    mapping(uint256 => mapping(address => bool)) public claimed;

    function EpochFeeDistributor(VotingEscrowLike _ve) public {
        ve = _ve;
        admin = msg.sender;
    }

    function () public payable {
        epochFees[epochCount] = epochFees[epochCount].add(msg.value);
    }

    function closeEpoch() public {
        require(msg.sender == admin);
        epochBlock[epochCount] = block.number - 1;
        epochCount = epochCount + 1;
    }

    function claim(uint256 epoch) public {
        require(epoch < epochCount);
        require(!claimed[epoch][msg.sender]);
        uint256 snapshot = epochBlock[epoch];
        uint256 total = ve.totalSupplyAt(snapshot);
        require(total > 0);
        uint256 amount = epochFees[epoch].mul(ve.balanceOfAt(msg.sender, snapshot)).div(total);
        claimed[epoch][msg.sender] = true;
        // A locker that is a contract whose fallback needs more than the stipend loses its share for good.
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amount);
    }

    function changeAdmin(address newAdmin) public {
        require(msg.sender == admin);
        admin = newAdmin;
    }
}
