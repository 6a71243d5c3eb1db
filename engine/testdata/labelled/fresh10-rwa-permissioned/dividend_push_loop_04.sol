pragma solidity ^0.4.21;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

/// Revenue-share token of a 2018 real-estate offering: rent collected in ether is paid out to every holder at once.
contract RentShareToken {
    using SafeMath for uint256;

    address public manager;
    uint256 public totalSupply;
    mapping(address => uint256) public balances;
    address[] public holders;
    mapping(address => bool) public isHolder;

    event RentDistributed(uint256 amount, uint256 holders);

    modifier onlyManager() {
        require(msg.sender == manager);
        _;
    }

    function RentShareToken() public {
        manager = msg.sender;
    }

    function issue(address to, uint256 amount) public onlyManager {
        if (!isHolder[to]) {
            isHolder[to] = true;
            holders.push(to);
        }
        balances[to] = balances[to].add(amount);
        totalSupply = totalSupply.add(amount);
    }

    function distributeRent() public payable onlyManager {
        require(msg.value > 0);
        for (uint256 i = 0; i < holders.length; i++) {
            address holder = holders[i];
            uint256 share = msg.value.mul(balances[holder]).div(totalSupply);
            // <yes> <report> DENIAL_OF_SERVICE
            holder.transfer(share);
        }
        RentDistributed(msg.value, holders.length);
    }
}
