pragma solidity ^0.4.19;

// A "king of the hill" of 2016-17: the new claimant's payment first compensates the dethroned king; a king that is
// a contract rejecting ether makes every later claim revert, and keeps the throne forever.
contract KingOfTheHill {
    address public king;
    uint public claimPrice = 0.1 ether;
    address public wizard;
    uint public reign;

    struct Monarch {
        address etherAddress;
        string name;
        uint claimPrice;
        uint coronationTimestamp;
    }

    Monarch[] public pastMonarchs;

    event ThroneClaimed(address indexed newKing, string name, uint price);

    function KingOfTheHill() public {
        wizard = msg.sender;
        king = msg.sender;
    }

    function claimThrone(string name) public payable {
        require(msg.value >= claimPrice);
        uint wizardCommission = msg.value / 100;
        uint compensation = msg.value - wizardCommission;

        if (king != wizard) {
            // <yes> <report> DENIAL_OF_SERVICE
            require(king.send(compensation));
        }

        pastMonarchs.push(Monarch(king, name, claimPrice, now));
        king = msg.sender;
        reign = now;
        claimPrice = claimPrice * 3 / 2;
        ThroneClaimed(msg.sender, name, msg.value);
    }

    function sweepCommission(uint amount) public {
        require(msg.sender == wizard);
        wizard.transfer(amount);
    }

    function monarchsCount() public constant returns (uint) {
        return pastMonarchs.length;
    }
}
